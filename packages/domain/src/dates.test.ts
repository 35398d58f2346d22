import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('es-AR dates', () => {
  it('shows dd/mm/yyyy and a 24-hour clock in Buenos Aires time', () => {
    expect(formatDate('2026-03-05T02:30:00Z')).toBe('04/03/2026');
    expect(formatDateTime('2026-03-05T22:07:00Z')).toBe('05/03/2026 19:07');
    expect(formatDateTime(new Date('2026-12-31T03:00:00Z'))).toBe('31/12/2026 00:00');
  });
});
