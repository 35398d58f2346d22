const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(iso: string) {
  return Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((x) => [x.type, x.value])) as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
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

/** An ISO instant as the value of an <input type="datetime-local"> in the browser's time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
