import { onFirstUse } from './intl';

/** Dates and times as the association reads them: dd/mm/yyyy, 24-hour clock, Buenos Aires time. */
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function parts(value: string | Date) {
  return Object.fromEntries(dateTime().formatToParts(new Date(value)).map((x) => [x.type, x.value])) as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** "dd/mm/yyyy" in Buenos Aires time. */
export function formatDate(value: string | Date): string {
  const p = parts(value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "dd/mm/yyyy HH:mm" (24 h) in Buenos Aires time. */
export function formatDateTime(value: string | Date): string {
  const p = parts(value);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

const isoDay = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

let lastDay = { minute: NaN, day: '' };

/**
 * The calendar day (yyyy-mm-dd) in Buenos Aires at `at` (default: now): what "today" means for
 * windows. A list asks it for every row: the answer is kept for the minute it was asked in (a day
 * in any time zone starts on a whole minute), since formatting a date costs more than the row.
 */
export function buenosAiresDay(at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: isoDay().format(at) };
  return lastDay.day;
}

/** "dd/mm/yyyy" of a calendar day given as yyyy-mm-dd, without any time-zone shift. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
