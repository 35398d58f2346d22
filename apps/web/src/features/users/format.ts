const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const money = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });
const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** ARS cents as "$ 12.345,67". */
export const formatMoney = (cents: number) => money.format(cents / 100).replace(/\u00a0/g, ' ');

function parts(iso: string) {
  const p = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return p as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** "dd/mm/yyyy" in Buenos Aires time. */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "dd/mm/yyyy HH:mm" (24 h) in Buenos Aires time. */
export function formatDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
