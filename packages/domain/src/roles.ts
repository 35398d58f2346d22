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
