import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { confirmationTokenInput } from '@portal/domain/profile';
import { emailChangeRequests } from '../../db/schema/confirmations';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { badInput, conflict, parseInput } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { randomToken, revokeSessions, sha256, spendRecoveryLinks } from '../auth/auth.service';
import { linkInvitedAuthors } from '../proposals/proposals.service';
import { emailChangeConfirmationMail, emailChangedMail } from './account-mails';

/** How long the link sent to the new address stays valid. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

export const INVALID_EMAIL_CHANGE_LINK = 'El enlace para confirmar el correo no es válido, ya se usó o venció (vale 24 horas). Pida el cambio de nuevo desde «Mi perfil».';
export const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo electrónico.';

/**
 * Starts a change of e-mail (the caller checked the current password): replaces any earlier
 * request of the user and mails a single-use link to the new address. Nothing else changes yet.
 */
export async function requestEmailChange(services: Services, tx: Executor, viewer: Viewer, person: { firstName: string }, newEmail: string) {
  const token = randomToken();
  const values = {
    userId: viewer.id,
    sessionId: viewer.sessionId,
    newEmail,
    tokenHash: sha256(token),
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_SECONDS * 1000),
  };
  await tx.insert(emailChangeRequests).values(values).onConflictDoUpdate({ target: emailChangeRequests.userId, set: values });
  const link = `${services.config.publicUrl}/correo/confirmar/${encodeURIComponent(token)}`;
  await enqueueMail(tx, emailChangeConfirmationMail(person, newEmail, link, services.config.supportEmail));
}

/** The address waiting for confirmation, if a live request exists. */
export async function pendingEmailOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.expiresAt, new Date())));
  return row?.newEmail ?? null;
}

/**
 * Following the link sent to the new address (public: the link is the proof). Applies the new
 * e-mail, tells the old address, ends every other session of the user (the session that asked for
 * the change stays), spends pending recovery links (they were mailed to the old address) and audits.
 */
export async function confirmEmailChange(services: Services, input: unknown): Promise<{ email: string }> {
  const { token } = parseInput(confirmationTokenInput, input);
  const { db } = services.database;
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ request: emailChangeRequests, user: users })
      .from(emailChangeRequests)
      .innerJoin(users, eq(users.id, emailChangeRequests.userId))
      .where(and(eq(emailChangeRequests.tokenHash, sha256(token)), gt(emailChangeRequests.expiresAt, new Date())))
      .for('update', { of: emailChangeRequests });
    if (!row || !row.user.enabled) throw badInput({ token: INVALID_EMAIL_CHANGE_LINK });
    const { request, user } = row;
    const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, request.newEmail), ne(users.id, user.id)));
    if (other) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const now = new Date();
    await tx.update(users).set({ email: request.newEmail, updatedAt: now }).where(eq(users.id, user.id));
    // Proposals that named the new address as a co-author, before it was anyone's, become this person's.
    await linkInvitedAuthors(tx, user.id, request.newEmail);
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.id, request.id));
    await revokeSessions(tx, user.id, 'EMAIL_CHANGED', request.sessionId ?? undefined);
    await spendRecoveryLinks(tx, user.id, now);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.email.changed',
      targetType: 'user',
      targetId: user.id,
      targetUserId: user.id,
      before: { email: user.email },
      after: { email: request.newEmail },
    });
    await enqueueMail(tx, emailChangedMail(user, user.email, request.newEmail, now, services.config.supportEmail));
    return { email: request.newEmail };
  });
  void services.mail.kick();
  return result;
}

/** Housekeeping, run hourly: e-mail change requests past their 24 h go. */
export async function sweepEmailChangeRequests(db: Executor, now = new Date()): Promise<number> {
  const gone = await db.delete(emailChangeRequests).where(lte(emailChangeRequests.expiresAt, now)).returning({ id: emailChangeRequests.id });
  return gone.length;
}
