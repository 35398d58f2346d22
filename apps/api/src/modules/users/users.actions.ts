import { and, eq } from 'drizzle-orm';
import { roleLabels, type GlobalRole } from '@portal/domain/roles';
import { roleChangeInput, setUserEnabledInput, userIdInput } from '@portal/domain/users';
import { userRoles, users } from '../../db/schema/users';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { conflict, forbidden, notFound, parseInput } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { recoveryInit, revokeSessions } from '../auth/auth.service';
import { canGrantRole, canRevokeRole, canSetEnabled, isSelfDisable, isSelfGrant, isSelfLockout, SELF_GRANT_MESSAGE } from './users.rules';
import { getUserDetail } from './users.read';

/** Locks the person's row for the rest of the transaction, so concurrent changes queue up. */
async function lockTarget(tx: Executor, userId: string) {
  const [target] = await tx.select({ id: users.id, enabled: users.enabled, email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  if (!target) throw notFound('No se encontró el usuario.');
  const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role);
  return { ...target, roles: roles.map((r) => r.role) };
}

const sorted = (roles: GlobalRole[]) => [...roles].sort();

/** Grants a global role to someone else (never to oneself); granting a role already held changes nothing. */
export async function grantRole(services: Services, viewer: Viewer, input: unknown) {
  const { userId, role } = parseInput(roleChangeInput, input);
  if (!canGrantRole(viewer.roles, role)) throw forbidden(`No puede otorgar el rol ${roleLabels[role]}.`);
  if (isSelfGrant(viewer.id, userId)) throw forbidden(SELF_GRANT_MESSAGE);
  await services.database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (target.roles.includes(role)) return;
    await tx.insert(userRoles).values({ userId, role });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'user.role.granted',
      targetType: 'user',
      targetId: userId,
      targetUserId: userId,
      before: { roles: target.roles },
      after: { roles: sorted([...target.roles, role]) },
    });
  });
  return getUserDetail(services.database.db, viewer, userId);
}

/** Removes a global role; nobody removes their own SYSADMIN or ADMIN role. */
export async function revokeRole(services: Services, viewer: Viewer, input: unknown) {
  const { userId, role } = parseInput(roleChangeInput, input);
  if (!canRevokeRole(viewer.roles, role)) throw forbidden(`No puede quitar el rol ${roleLabels[role]}.`);
  if (isSelfLockout(viewer.id, userId, role)) throw conflict('SELF_LOCKOUT', `No puede quitarse su propio rol ${roleLabels[role]}.`);
  await services.database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (!target.roles.includes(role)) return;
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'user.role.revoked',
      targetType: 'user',
      targetId: userId,
      targetUserId: userId,
      before: { roles: target.roles },
      after: { roles: target.roles.filter((r) => r !== role) },
    });
  });
  return getUserDetail(services.database.db, viewer, userId);
}

/** Disabling ends every session of the person at once; enabling lets them sign in again. */
export async function setUserEnabled(services: Services, viewer: Viewer, input: unknown) {
  const { userId, enabled } = parseInput(setUserEnabledInput, input);
  if (isSelfDisable(viewer.id, userId, enabled)) throw conflict('SELF_DISABLE', 'No puede deshabilitar su propia cuenta.');
  await services.database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (!canSetEnabled(viewer.roles, target.roles)) throw forbidden('No puede habilitar ni deshabilitar la cuenta de un administrador.');
    if (target.enabled === enabled) return;
    await tx.update(users).set({ enabled, updatedAt: new Date() }).where(eq(users.id, userId));
    if (!enabled) await revokeSessions(tx, userId, 'ACCOUNT_DISABLED');
    await recordAudit(tx, {
      actorId: viewer.id,
      action: enabled ? 'user.enabled' : 'user.disabled',
      targetType: 'user',
      targetId: userId,
      targetUserId: userId,
      before: { enabled: target.enabled },
      after: { enabled },
    });
  });
  return getUserDetail(services.database.db, viewer, userId);
}

/**
 * Sends the person the same recovery e-mail as /recuperacion (auth.service's recoveryInit,
 * which keeps its limit of 3 e-mails per 15 minutes). The audit entry is written once the
 * recovery link and its e-mail are stored (recoveryInit commits its own transaction).
 */
export async function sendRecoveryEmail(services: Services, viewer: Viewer, input: unknown): Promise<boolean> {
  const { userId } = parseInput(userIdInput, input);
  const { db } = services.database;
  const [target] = await db.select({ id: users.id, email: users.email, enabled: users.enabled }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound('No se encontró el usuario.');
  if (!target.enabled) throw conflict('ACCOUNT_DISABLED', 'La cuenta está deshabilitada: habilítela antes de enviar el correo de recuperación.');
  await recoveryInit(services, { username: target.email }, { ip: null });
  await recordAudit(db, {
    actorId: viewer.id,
    action: 'user.recoveryEmail.sent',
    targetType: 'user',
    targetId: userId,
    targetUserId: userId,
    after: { email: target.email },
  });
  return true;
}
