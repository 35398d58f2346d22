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

/**
 * Buenos Aires has kept UTC−3 all year since its last daylight-saving period ended, on
 * 15 March 2009: from 2010 on its wall clock is UTC minus three hours, read here with the Date's
 * UTC getters and no Intl formatter. A page's first time-zone formatter loads the zone's data
 * (about 20 ms of main thread in Chromium here, four times that on a mid-range phone), and a list
 * of dates paid it before its first screen. Earlier instants, and invalid ones (which must throw
 * as before), go to Intl. dates.test.ts checks both ways agree, every few hours from 2010 to 2040.
 */
const FIXED_OFFSET_FROM = Date.UTC(2010, 0, 1);
const OFFSET_MS = 3 * 60 * 60 * 1000;

type Parts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
const two = (n: number) => String(n).padStart(2, '0');

function parts(value: string | Date): Parts {
  const at = new Date(value);
  if (at.getTime() >= FIXED_OFFSET_FROM) {
    const wall = new Date(at.getTime() - OFFSET_MS);
    return { day: two(wall.getUTCDate()), month: two(wall.getUTCMonth() + 1), year: String(wall.getUTCFullYear()), hour: two(wall.getUTCHours()), minute: two(wall.getUTCMinutes()) };
  }
  return Object.fromEntries(dateTime().formatToParts(at).map((x) => [x.type, x.value])) as Parts;
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

/** The calendar day (yyyy-mm-dd) in Buenos Aires at `at` (default: now): what "today" means for windows. */
export function buenosAiresDay(at: Date = new Date()): string {
  const p = parts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "dd/mm/yyyy" of a calendar day given as yyyy-mm-dd, without any time-zone shift. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "15 de marzo de 2026": the day in Buenos Aires written out, as certificates and letters date themselves. */
export function formatLongDate(value: string | Date): string {
  const p = parts(value);
  return `${Number(p.day)} de ${MONTHS[Number(p.month) - 1]} de ${p.year}`;
}
