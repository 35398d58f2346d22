import { describe, expect, it } from 'vitest';
import { awardStateColor, awardStateLabel } from './format';

describe('awardStateLabel', () => {
  const award = { status: 'OPEN' as const, opensOn: '2026-03-01', closesOn: '2026-03-31' };
  it('an open award reads «Abierto» only during its call: before, when it opens; after, «En evaluación»', () => {
    expect(awardStateLabel(award, '2026-02-28')).toBe('Abre el 01/03/2026');
    expect(awardStateColor(award, '2026-02-28')).toBe('default');
    expect(awardStateLabel(award, '2026-03-01')).toBe('Abierto');
    expect(awardStateLabel(award, '2026-03-31')).toBe('Abierto');
    expect(awardStateColor(award, '2026-03-31')).toBe('success');
    expect(awardStateLabel(award, '2026-04-01')).toBe('En evaluación');
  });
  it('a closed award reads «Cerrado» whatever the day', () => {
    expect(awardStateLabel({ ...award, status: 'CLOSED' }, '2026-03-10')).toBe('Cerrado');
    expect(awardStateColor({ ...award, status: 'CLOSED' }, '2026-03-10')).toBe('default');
  });
});
