import { describe, expect, it } from 'vitest';
import { conferenceRoles, globalRoles, personRoleLabel, roleLabels } from './roles';

describe('personRoleLabel', () => {
  it('names a role by the person\'s gender when known, in both forms when not', () => {
    expect(personRoleLabel('COORDINADOR', 'FEMENINO')).toBe('Coordinadora de área temática');
    expect(personRoleLabel('COORDINADOR', 'MASCULINO')).toBe('Coordinador de área temática');
    expect(personRoleLabel('COORDINADOR', null)).toBe('Coordinador/a de área temática');
    expect(personRoleLabel('COORDINADOR', 'NO_BINARIO')).toBe('Coordinador/a de área temática');
    expect(personRoleLabel('JUEZ', 'FEMENINO')).toBe('Jueza de premios');
    for (const role of [...globalRoles, ...conferenceRoles]) {
      expect(personRoleLabel(role, 'MASCULINO')).toBe(roleLabels[role]);
      expect(personRoleLabel(role, 'FEMENINO').length).toBeGreaterThan(3);
      expect(personRoleLabel(role, undefined).length).toBeGreaterThan(3);
    }
  });
});
