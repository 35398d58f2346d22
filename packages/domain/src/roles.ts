/** Global roles: every registered person is USER; the others are granted by staff. */
export const globalRoles = ['SYSADMIN', 'ADMIN', 'TESORERIA', 'USER'] as const;
export type GlobalRole = (typeof globalRoles)[number];

/** Roles held inside one conference (edition of the congress). */
export const conferenceRoles = ['ADMIN_CONGRESO', 'COORDINADOR', 'ORGANIZADOR_CONGRESO', 'JUEZ'] as const;
export type ConferenceRoleKind = (typeof conferenceRoles)[number];

export type AnyRole = GlobalRole | ConferenceRoleKind;

export const roleLabels: Record<AnyRole, string> = {
  SYSADMIN: 'Administrador del sistema',
  ADMIN: 'Administrador',
  TESORERIA: 'Tesorería',
  USER: 'Socio / usuario',
  ADMIN_CONGRESO: 'Administrador de congreso',
  COORDINADOR: 'Coordinador de área temática',
  ORGANIZADOR_CONGRESO: 'Organizador de congreso',
  JUEZ: 'Juez de premios',
};

/**
 * A role as held by a person: in the feminine or the masculine when their gender is known
 * ("Coordinadora de área temática"), else in both ("Coordinador/a de área temática").
 */
const roleLabelsFeminine: Record<AnyRole, string> = {
  SYSADMIN: 'Administradora del sistema',
  ADMIN: 'Administradora',
  TESORERIA: 'Tesorería',
  USER: 'Socia / usuaria',
  ADMIN_CONGRESO: 'Administradora de congreso',
  COORDINADOR: 'Coordinadora de área temática',
  ORGANIZADOR_CONGRESO: 'Organizadora de congreso',
  JUEZ: 'Jueza de premios',
};
const roleLabelsEither: Record<AnyRole, string> = {
  SYSADMIN: 'Administrador/a del sistema',
  ADMIN: 'Administrador/a',
  TESORERIA: 'Tesorería',
  USER: 'Socio/a / usuario/a',
  ADMIN_CONGRESO: 'Administrador/a de congreso',
  COORDINADOR: 'Coordinador/a de área temática',
  ORGANIZADOR_CONGRESO: 'Organizador/a de congreso',
  JUEZ: 'Juez/a de premios',
};

/**
 * What of a person's gender role names follow: FEMENINO or MASCULINO; null for any other answer
 * or none (the name then reads in both: "Coordinador/a"). The API gives other people's lists only
 * this, never the gender itself.
 */
export const roleGenders = ['FEMENINO', 'MASCULINO'] as const;
export type RoleGender = (typeof roleGenders)[number];
export function roleGenderOf(gender: string | null | undefined): RoleGender | null {
  return roleGenders.find((g) => g === gender) ?? null;
}

/** `gender` as stored in the profile (FEMENINO, MASCULINO, ...), or null/undefined when not known. */
export function personRoleLabel(role: AnyRole, gender: string | null | undefined): string {
  if (gender === 'FEMENINO') return roleLabelsFeminine[role];
  if (gender === 'MASCULINO') return roleLabels[role];
  return roleLabelsEither[role];
}
