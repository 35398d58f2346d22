import { describe, expect, it } from 'vitest';
import { buenosAiresDay, formatDate, formatDateTime, formatDay, formatLongDate } from './dates';

describe('es-AR dates', () => {
  it('shows dd/mm/yyyy and a 24-hour clock in Buenos Aires time', () => {
    expect(formatDate('2026-03-05T02:30:00Z')).toBe('04/03/2026');
    expect(formatDateTime('2026-03-05T22:07:00Z')).toBe('05/03/2026 19:07');
    expect(formatDateTime(new Date('2026-12-31T03:00:00Z'))).toBe('31/12/2026 00:00');
  });

  it('writes the day out in words, in Buenos Aires time', () => {
    expect(formatLongDate('2026-03-05T02:30:00Z')).toBe('4 de marzo de 2026');
    expect(formatLongDate(new Date('2026-12-31T03:00:00Z'))).toBe('31 de diciembre de 2026');
    expect(formatLongDate('2027-01-01T12:00:00Z')).toBe('1 de enero de 2027');
  });
});

describe('buenosAiresDay and formatDay', () => {
  it('gives the calendar day in Buenos Aires (UTC−3), not in UTC', () => {
    expect(buenosAiresDay(new Date('2026-03-05T02:30:00Z'))).toBe('2026-03-04');
    expect(buenosAiresDay(new Date('2026-03-05T03:00:00Z'))).toBe('2026-03-05');
    expect(buenosAiresDay(new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
  });

  it('asked again and again around midnight, changes day on the first millisecond of the new one, and back for an earlier time', () => {
    const asked = ['2026-03-05T02:59:00.000Z', '2026-03-05T02:59:59.999Z', '2026-03-05T03:00:00.000Z', '2026-03-05T03:00:30.000Z', '2026-03-05T02:59:59.999Z', '2026-03-05T03:00:00.001Z'];
    expect(asked.map((t) => buenosAiresDay(new Date(t)))).toEqual(['2026-03-04', '2026-03-04', '2026-03-05', '2026-03-05', '2026-03-04', '2026-03-05']);
    expect(() => buenosAiresDay(new Date('no es una fecha'))).toThrow(RangeError);
  });

  it('shows a yyyy-mm-dd day as dd/mm/yyyy without shifting it', () => {
    expect(formatDay('2027-01-01')).toBe('01/01/2027');
  });
});

describe('Buenos Aires wall clock without Intl (from 2010 on)', () => {
  const intl = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const byIntl = (at: Date) => {
    const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
    return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
  };

  it('agrees with the time-zone database every 7 h 13 min from 2010 to 2040 and around each new year', () => {
    const instants: Date[] = [];
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000) instants.push(new Date(t));
    for (let year = 2010; year <= 2040; year++) instants.push(new Date(Date.UTC(year, 0, 1, 2, 59)), new Date(Date.UTC(year, 0, 1, 3, 0)));
    const differing = instants.filter((at) => formatDateTime(at) !== byIntl(at));
    expect(instants.length).toBeGreaterThan(36_000);
    expect(differing).toEqual([]);
  });

  it('keeps the old rules before 2010: summer time (UTC−2) in January 2009', () => {
    expect(formatDateTime('2009-01-15T12:00:00Z')).toBe('15/01/2009 10:00');
    expect(formatDateTime('2009-12-31T23:59:00Z')).toBe('31/12/2009 20:59');
    expect(buenosAiresDay(new Date('2009-01-15T01:30:00Z'))).toBe('2009-01-14');
  });

  it('throws on an invalid date, as Intl does', () => {
    expect(() => formatDate('no es una fecha')).toThrow(RangeError);
    expect(() => formatDateTime(new Date(NaN))).toThrow(RangeError);
  });
});
