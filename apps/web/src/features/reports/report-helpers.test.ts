import { describe, expect, it } from 'vitest';
import { memberReportStatusSlugs } from '@portal/domain/reports';
import { windowDays } from './inscription-report-parts';
import { fromSlug, intParam } from './use-report-filters';

describe('the reports’ URL values', () => {
  it('read a whole number or nothing', () => {
    expect(intParam('2026')).toBe(2026);
    expect(intParam('20x6')).toBeUndefined();
    expect(intParam(undefined)).toBeUndefined();
  });

  it('read a status from its Spanish word, and nothing from an unknown one', () => {
    expect(fromSlug(memberReportStatusSlugs, 'con-deuda')).toBe('OWING');
    expect(fromSlug(memberReportStatusSlugs, 'OWING')).toBeUndefined();
  });
});

describe('windowDays', () => {
  const report = (start: string, end: string, days: string[]) =>
    ({ conference: { id: '1', name: 'X', inscriptionStart: start, inscriptionEnd: end }, days: days.map((day) => ({ day, inscriptions: 1 })) }) as unknown as Parameters<typeof windowDays>[0];

  it('names every day of the inscription window, day/month', () => {
    expect(windowDays(report('2026-02-27', '2026-03-02', [])).map((d) => d.label)).toEqual(['27/02', '28/02', '01/03', '02/03']);
  });

  it('stretches to registrations outside the window', () => {
    const days = windowDays(report('2026-03-01', '2026-03-02', ['2026-02-28', '2026-03-04']));
    expect(days[0].key).toBe('2026-02-28');
    expect(days.at(-1)!.key).toBe('2026-03-04');
  });
});
