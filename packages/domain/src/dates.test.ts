import { describe, expect, it } from 'vitest';
import { buenosAiresDay, formatDate, formatDateTime, formatDay } from './dates';

describe('es-AR dates', () => {
  it('shows dd/mm/yyyy and a 24-hour clock in Buenos Aires time', () => {
    expect(formatDate('2026-03-05T02:30:00Z')).toBe('04/03/2026');
    expect(formatDateTime('2026-03-05T22:07:00Z')).toBe('05/03/2026 19:07');
    expect(formatDateTime(new Date('2026-12-31T03:00:00Z'))).toBe('31/12/2026 00:00');
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
