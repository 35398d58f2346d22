import { describe, expect, it } from 'vitest';
import { acceptanceRate, inscriptionReportArgs, memberReportArgs, memberReportFilters } from './reports';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('the reports’ filters', () => {
  it('take ids as text or numbers, and dates as AAAA-MM-DD', () => {
    expect(memberReportFilters.parse({ year: 2026, categoryId: '3', countryId: 7, joinedFrom: '2026-01-31' })).toMatchObject({ categoryId: 3, countryId: 7, joinedFrom: '2026-01-31' });
  });

  it('refuse each bad field by name, with a Spanish message', () => {
    const result = memberReportArgs.safeParse({ year: 1200, categoryId: '1 or 1=1', provinceId: '0', joinedFrom: '2026-02-30', pageSize: 1000 });
    expect(fieldsOf(result).sort()).toEqual(['categoryId', 'joinedFrom', 'pageSize', 'provinceId', 'year']);
    expect(result.error!.issues.find((i) => i.path[0] === 'year')!.message).toBe('El año debe ser 1990 o posterior');
  });

  it('refuse a range that ends before it starts, on its second field', () => {
    expect(fieldsOf(memberReportArgs.safeParse({ year: 2026, joinedFrom: '2026-05-01', joinedTo: '2026-04-01' }))).toEqual(['joinedTo']);
    expect(fieldsOf(inscriptionReportArgs.safeParse({ conferenceId: '1', from: '2026-05-01', to: '2026-04-01' }))).toEqual(['to']);
  });
});

describe('acceptanceRate', () => {
  it('is accepted over decided as a whole percentage, and none when nothing was decided', () => {
    expect(acceptanceRate(1, 3)).toBe(33);
    expect(acceptanceRate(2, 2)).toBe(100);
    expect(acceptanceRate(0, 0)).toBeNull();
  });
});
