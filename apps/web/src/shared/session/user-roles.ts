import { globalRoles, personRoleLabel, type AnyRole, type GlobalRole } from '@portal/domain/roles';
import type { MeQuery } from '../../gql/graphql';

export type Me = MeQuery['me'];

/** One role the user can act as: a global role, or a conference role in one conference (and area). */
export interface UserRole {
  /** Stable key kept in the session configuration, e.g. `COORDINADOR:3:12`. */
  key: string;
  role: AnyRole;
  /** Spanish role name by the person's gender, e.g. "Coordinadora de área temática" (personRoleLabel). */
  label: string;
  /** Where it applies: conference name, plus the thematic area for coordinators. */
  scope: string | null;
  conferenceId: string | null;
  thematicAreaId: string | null;
}

export function userRoles(me: Me): UserRole[] {
  const global = [...me.roles]
    .sort((a, b) => globalRoles.indexOf(a as GlobalRole) - globalRoles.indexOf(b as GlobalRole))
    .map<UserRole>((role) => ({
      key: role,
      role,
      label: personRoleLabel(role, me.gender),
      scope: null,
      conferenceId: null,
      thematicAreaId: null,
    }));
  const conference = me.conferenceRoles.map<UserRole>((c) => {
    const area = c.role === 'COORDINADOR' ? c.thematicArea : null;
    return {
      key: [c.role, c.conference.id, area?.id].filter(Boolean).join(':'),
      role: c.role,
      label: personRoleLabel(c.role, me.gender),
      scope: area ? `${c.conference.name} · ${area.name}` : c.conference.name,
      conferenceId: c.conference.id,
      thematicAreaId: area?.id ?? null,
    };
  });
  return [...global, ...conference];
}

/** "Coordinador de área temática (Congreso 2026 · Sociología)". */
export function fullRoleLabel(role: UserRole): string {
  return role.scope ? `${role.label} (${role.scope})` : role.label;
}

/** The stored active role if the user still holds it; a user with one role always has it active. */
export function resolveActiveRole(roles: UserRole[], storedKey: string | undefined): UserRole | null {
  if (roles.length === 1) return roles[0] ?? null;
  return roles.find((r) => r.key === storedKey) ?? null;
}
