import { describe, expect, it } from 'vitest';
import { inscriptionPhase } from './inscriptions';

describe('inscriptionPhase', () => {
  const window = { inscriptionStart: '2026-09-01', inscriptionEnd: '2027-04-30' };

  it('is open on both boundary days (inclusive) and between them', () => {
    expect(inscriptionPhase(window, '2026-09-01')).toBe('OPEN');
    expect(inscriptionPhase(window, '2026-12-31')).toBe('OPEN');
    expect(inscriptionPhase(window, '2027-04-30')).toBe('OPEN');
  });

  it('is not open the day before and closed the day after', () => {
    expect(inscriptionPhase(window, '2026-08-31')).toBe('NOT_OPEN');
    expect(inscriptionPhase(window, '2027-05-01')).toBe('CLOSED');
  });
});
