import type { AnyRole } from '@portal/domain/roles';
import { readSessionConfig } from '../auth/session-config';
import type { RouteAccess } from '../paths';

/** What a route's guard needs to know of the active role. */
export interface ActiveRoleFacts {
  role: AnyRole;
  conferenceId: string | null;
}

/**
 * Whether the active role may open a route declared with `access` (shared/paths.ts): its role is
 * listed, and on a route of one conference (`:conferenceId`) it is a role in that conference.
 * Without an active role (several roles, none chosen yet) only routes open to everyone.
 */
export function accessAllows(access: RouteAccess, active: ActiveRoleFacts | null, params: Readonly<Record<string, string | undefined>>): boolean {
  if (access.roles === 'all') return true;
  if (!active || !access.roles.includes(active.role)) return false;
  const conferenceId = params.conferenceId;
  return conferenceId === undefined || active.conferenceId === conferenceId;
}

/** The active role as stored in the session configuration: `ROLE`, `ROLE:conference` or `ROLE:conference:area`. */
export function storedActiveRole(): ActiveRoleFacts | null {
  const key = readSessionConfig().activeRole;
  if (!key) return null;
  const [role, conferenceId] = key.split(':');
  return { role: role as AnyRole, conferenceId: conferenceId ?? null };
}

/**
 * Before `me` has arrived (route loaders, the early requests), the active role is known only
 * from the session configuration, which the dashboard keeps up to date (session-context.tsx).
 * A page's head-start query is sent only when that role may open the page; when nothing is
 * stored yet, none is sent (the page asks for itself once the guard has let it through).
 */
export function storedRoleAllows(access: RouteAccess | undefined, params: Readonly<Record<string, string | undefined>>): boolean {
  if (!access || access.roles === 'all') return true;
  return accessAllows(access, storedActiveRole(), params);
}
