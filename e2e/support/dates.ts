/** Dates as the portal's people live them: in Buenos Aires, whatever the machine's zone. */
const ZONE = 'America/Argentina/Buenos_Aires';

/** `yyyy-mm-dd`, `days` from today in Buenos Aires (negative: before today). */
export function dayFromToday(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `dd/mm/yyyy`: how the screens show a `yyyy-mm-dd` day. */
export const shownDay = (iso: string) => iso.split('-').reverse().join('/');
