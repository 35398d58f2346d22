import { globalRoles, type GlobalRole } from '@portal/domain/roles';
import { canEditUserProfile } from '../profile/profile.rules';

/** Roles that only a SYSADMIN may grant or remove. */
const STAFF_ROLES: readonly GlobalRole[] = ['SYSADMIN', 'ADMIN'];

/** Who may open the user administration at all. */
export const canManageUsers = (actorRoles: readonly GlobalRole[]) => actorRoles.includes('SYSADMIN') || actorRoles.includes('ADMIN');

/** SYSADMIN grants and removes every global role; ADMIN only TESORERIA and USER. */
export function canGrantRole(actorRoles: readonly GlobalRole[], role: GlobalRole): boolean {
  if (actorRoles.includes('SYSADMIN')) return true;
  return actorRoles.includes('ADMIN') && !STAFF_ROLES.includes(role);
}

export const canRevokeRole = canGrantRole;

/** Nobody removes their own SYSADMIN or ADMIN role (they would lock themselves out). */
export const isSelfLockout = (actorId: string, targetId: string, role: GlobalRole) => actorId === targetId && STAFF_ROLES.includes(role);

/**
 * Disabling or enabling an account: an ADMIN may not act on a SYSADMIN's or ADMIN's account
 * (that would bypass the role rule above). Nobody disables themselves: see `isSelfDisable`.
 */
export function canSetEnabled(actorRoles: readonly GlobalRole[], targetRoles: readonly GlobalRole[]): boolean {
  if (actorRoles.includes('SYSADMIN')) return true;
  return actorRoles.includes('ADMIN') && !targetRoles.some((r) => STAFF_ROLES.includes(r));
}

/**
 * Separation of duties: nobody grants a role to themselves, global or of a congress (another person
 * with the permission must do it). The same message for both.
 */
export const isSelfGrant = (actorId: string, targetId: string) => actorId === targetId;
export const SELF_GRANT_MESSAGE = 'Nadie puede otorgarse un rol a sí mismo: debe hacerlo otra persona con permisos.';

export const isSelfDisable = (actorId: string, targetId: string, enabled: boolean) => actorId === targetId && !enabled;

/** What the viewer may do on one person's account, for the detail view (the UI reads this). */
export function userPermissions(actor: { id: string; roles: readonly GlobalRole[] }, target: { id: string; roles: readonly GlobalRole[]; enabled: boolean }) {
  const self = actor.id === target.id;
  const grantableRoles = self ? [] : globalRoles.filter((r) => !target.roles.includes(r) && canGrantRole(actor.roles, r));
  const revocableRoles = globalRoles.filter((r) => target.roles.includes(r) && canRevokeRole(actor.roles, r) && !isSelfLockout(actor.id, target.id, r));
  return {
    grantableRoles,
    revocableRoles,
    canManageRoles: grantableRoles.length > 0 || revocableRoles.length > 0,
    canSetEnabled: canSetEnabled(actor.roles, target.roles) && !(self && target.enabled),
    canSendRecoveryEmail: canManageUsers(actor.roles) && target.enabled,
    canEditProfile: canEditUserProfile(actor),
  };
}
