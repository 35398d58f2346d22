import { describe, expect, it } from 'vitest';
import { finalVersionIssues } from './conferences';
import { finalVersionPhase, finalVersionWindowLabel, finalVersionWindowOf } from './final-version';

describe('final version window', () => {
  it('takes both dates or neither, valid, the close on or after the opening', () => {
    expect(finalVersionIssues('', '')).toEqual([]);
    expect(finalVersionIssues('2027-03-01', '2027-03-01')).toEqual([]);
    expect(finalVersionIssues('2027-03-01', '')).toEqual([['finalVersionClosesOn', 'Ingrese el cierre de la versión final']]);
    expect(finalVersionIssues('', '2027-03-01')).toEqual([['finalVersionOpensOn', 'Ingrese la apertura de la versión final']]);
    expect(finalVersionIssues('2027-13-01', '2027-03-01')).toEqual([['finalVersionOpensOn', 'Ingrese una fecha válida']]);
    expect(finalVersionIssues('2027-03-02', '2027-03-01')).toEqual([['finalVersionClosesOn', 'El cierre debe ser posterior a la apertura']]);
  });

  it('is open on both ends, inclusive, and says so', () => {
    const w = finalVersionWindowOf('2027-03-01', '2027-03-31');
    expect(finalVersionWindowOf(null, null)).toBeNull();
    expect(finalVersionPhase(w, '2027-02-28')).toBe('NOT_OPEN');
    expect(finalVersionPhase(w, '2027-03-01')).toBe('OPEN');
    expect(finalVersionPhase(w, '2027-03-31')).toBe('OPEN');
    expect(finalVersionPhase(w, '2027-04-01')).toBe('CLOSED');
    expect(finalVersionWindowLabel(w, '2027-03-10')).toBe('La recepción de versiones finales está abierta hasta el 31/03/2027 inclusive.');
    expect(finalVersionWindowLabel(null, '2027-03-10')).toBe('Esta edición no recibe versiones finales.');
  });
});
