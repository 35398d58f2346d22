import { describe, expect, it } from 'vitest';
import { noCandidatesMessage } from './area-work';

describe('noCandidatesMessage', () => {
  it('says none is approved yet when the area has no panel, and all are placed only when it has panels', () => {
    expect(noCandidatesMessage('ponencias de estudiantes', 0)).toBe('Todavía no hay ponencias de estudiantes aprobadas en esta área.');
    expect(noCandidatesMessage('ponencias de estudiantes', 2)).toBe('Todas las ponencias de estudiantes aprobadas de esta área ya están en un panel.');
    expect(noCandidatesMessage('ponencias', undefined)).toBe('No hay ponencias aprobadas sin panel en esta área.');
  });
});
