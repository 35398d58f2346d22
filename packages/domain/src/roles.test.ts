import { describe, expect, it } from 'vitest';
import { conferenceRoles, globalRoles, personRoleLabel, roleGenderOf, roleLabels } from './roles';

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

describe('roleGenderOf', () => {
  it('keeps only what role names follow: FEMENINO and MASCULINO; any other answer or none is null, and names the role in both forms', () => {
    expect(roleGenderOf('FEMENINO')).toBe('FEMENINO');
    expect(roleGenderOf('MASCULINO')).toBe('MASCULINO');
    for (const other of ['NO_BINARIO', 'OTRO', 'PREFIERO_NO_DECIR', '', null, undefined]) expect(roleGenderOf(other), String(other)).toBeNull();
    expect(personRoleLabel('ADMIN_CONGRESO', roleGenderOf('OTRO'))).toBe('Administrador/a de congreso');
  });
});
