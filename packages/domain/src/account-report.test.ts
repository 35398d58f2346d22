import { describe, expect, it } from 'vitest';
import { accountReportFilters, hasPaymentFilter, monthRange } from './account-report';

describe('account report filters', () => {
  it('gives a month’s first and last day (leap years too)', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads days and ids, and says in Spanish which field is wrong', () => {
    expect(accountReportFilters.parse({ approvedFrom: '2026-03-01', categoryId: '4' })).toMatchObject({ approvedFrom: '2026-03-01', categoryId: 4, chargedFrom: null });
    const bad = accountReportFilters.safeParse({ paidFrom: '2026-13-45', conferenceId: '-1' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['paidFrom', 'Ingrese una fecha de pago válida'],
      ['conferenceId', 'Edición no válida'],
    ]);
  });

  it('knows when a payment filter narrows the charges', () => {
    expect(hasPaymentFilter(accountReportFilters.parse({ chargedFrom: '2026-01-01' }))).toBe(false);
    expect(hasPaymentFilter(accountReportFilters.parse({ method: 'EFECTIVO' }))).toBe(true);
  });
});
