import { and, eq, gt, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { CAREER_REQUIRED, registerInput } from '@portal/domain/memberships';
import { confirmationTokenInput } from '@portal/domain/profile';
import { pendingSignups } from '../../db/schema/confirmations';
import { personalInfo } from '../../db/schema/profiles';
import { userRoles, users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { enqueueMail } from '../../platform/mail';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { Services } from '../../platform/services';
import { badInput, conflict, parseInput } from '../../platform/errors';
import { hashPassword, newPasswordRule, randomToken, sha256, throttlesOf } from '../auth/auth.service';
import { joinAttemptMail, joinConfirmationMail, welcomeMail } from './membership-mails';
import { activeCategory, createMembershipWithCharge, currentYear, type Registration } from './memberships.service';
import { linkInvitedAuthors } from '../proposals/proposals.service';

/** How long a /asociarse confirmation link stays valid (PRODUCT.md: unconfirmed sign-ups expire after 24 h). */
export const SIGNUP_TTL_SECONDS = 24 * 3600;

export const INVALID_SIGNUP_LINK = 'El enlace de confirmación no es válido, ya se usó o venció (vale 24 horas). Vuelva a completar el formulario de /asociarse.';
const emailTaken = 'Ya existe una cuenta con ese correo electrónico. Ingrese con ella o recupere su contraseña.';
const documentTaken = (supportEmail: string) =>
  `Ya existe una cuenta con ese número de documento, por eso no pudimos completar su asociación. Si el documento es suyo, escríbanos a ${supportEmail} y lo resolvemos.`;

/**
 * /asociarse. Answers `true` whatever the e-mail or document: an address without an account gets
 * a confirmation link (the typed data waits in `pending_signups`, password already hashed), an
 * address with an account gets a notice, nothing else. Whether the document is free is only told at
 * confirmation, to the person who proved the e-mail.
 */
export async function register(services: Services, input: unknown, ip: string): Promise<true> {
  await throttlesOf(services.database).register(ip);
  const data = parseInput(registerInput, input);
  parseInput(z.object({ password: newPasswordRule }), { password: data.password });
  const { db } = services.database;
  const category = await activeCategory(db, data.categoryId);
  if (category.isStudent && !data.universityCareer) throw badInput({ universityCareer: CAREER_REQUIRED });
  // Hashed on both paths, so that both take the same time.
  const passwordHash = await hashPassword(data.password);
  const { publicUrl, supportEmail } = services.config;
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.email, data.email));
    if (account) {
      await enqueueMail(tx, joinAttemptMail(account, publicUrl, supportEmail));
      return;
    }
    const token = randomToken();
    const values = {
      tokenHash: sha256(token),
      email: data.email,
      document: data.document,
      firstName: data.firstName,
      lastName: data.lastName,
      passwordHash,
      dateBirth: data.dateBirth,
      gender: data.gender,
      principalContactNumber: data.principalContactNumber,
      categoryId: category.id,
      universityCareer: category.isStudent ? data.universityCareer : null,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + SIGNUP_TTL_SECONDS * 1000),
    };
    // One pending sign-up per e-mail: a new form replaces the earlier one (and its link).
    await tx.insert(pendingSignups).values(values).onConflictDoUpdate({ target: pendingSignups.email, set: values });
    const back = data.next ? `?next=${encodeURIComponent(data.next)}` : '';
    await enqueueMail(tx, joinConfirmationMail(data, `${publicUrl}/asociarse/confirmar/${encodeURIComponent(token)}${back}`, supportEmail));
  });
  void services.mail.kick();
  return true;
}

/**
 * Following the link of /asociarse: creates the account (role USER), personal data, this year's
 * membership and its charge, exactly as joining did before, and spends the link. A spent, expired
 * or unknown link is BAD_USER_INPUT; a document (or e-mail) that an account took meanwhile is
 * CONFLICT on that field, and the pending sign-up stays until it expires.
 */
export async function confirmRegistration(services: Services, input: unknown): Promise<Registration> {
  const { token } = parseInput(confirmationTokenInput, input);
  const { db } = services.database;
  const { publicUrl, supportEmail } = services.config;
  const year = currentYear();
  const attempt = () =>
    db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(pendingSignups)
        .where(and(eq(pendingSignups.tokenHash, sha256(token)), gt(pendingSignups.expiresAt, new Date())))
        .for('update');
      if (!pending) throw badInput({ token: INVALID_SIGNUP_LINK });
      await assertAccountFree(tx, pending.email, pending.document, supportEmail);
      const category = await activeCategory(tx, pending.categoryId);
      const [user] = await tx
        .insert(users)
        .values({ email: pending.email, document: pending.document, firstName: pending.firstName, lastName: pending.lastName, passwordHash: pending.passwordHash })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user.id, role: 'USER' });
      // A co-author invited by e-mail before joining finds those proposals linked to the new account.
      await linkInvitedAuthors(tx, user.id, pending.email);
      await tx.insert(personalInfo).values({ userId: user.id, dateBirth: pending.dateBirth, gender: pending.gender, principalContactNumber: pending.principalContactNumber });
      const membershipId = await createMembershipWithCharge(tx, user.id, year, category, category.isStudent ? pending.universityCareer : null);
      await tx.delete(pendingSignups).where(eq(pendingSignups.id, pending.id));
      await recordAudit(tx, { actorId: user.id, action: 'user.registered', targetType: 'user', targetId: user.id, targetUserId: user.id, after: { membershipId, year, category: category.name } });
      const person = { email: pending.email, firstName: pending.firstName, year, categoryName: category.name, amountCents: category.yearlyFeeCents };
      await enqueueMail(tx, welcomeMail(person, publicUrl, supportEmail));
      return { membershipId, email: pending.email, year, categoryName: category.name, amountCents: category.yearlyFeeCents };
    });
  try {
    const registration = await attempt();
    void services.mail.kick();
    return registration;
  } catch (error) {
    // An account took the e-mail or document between the check and the insert: say which.
    if (!isUniqueViolation(error)) throw error;
    const [pending] = await db.select().from(pendingSignups).where(eq(pendingSignups.tokenHash, sha256(token)));
    if (pending) await assertAccountFree(db, pending.email, pending.document, supportEmail);
    throw badInput({ token: INVALID_SIGNUP_LINK });
  }
}

async function assertAccountFree(db: Executor, email: string, document: string, supportEmail: string) {
  const taken = await db
    .select({ email: users.email, document: users.document })
    .from(users)
    .where(or(eq(users.email, email), eq(users.document, document)));
  if (taken.some((u) => u.email === email)) throw conflict('EMAIL_TAKEN', emailTaken, { email: emailTaken });
  if (taken.some((u) => u.document === document)) throw conflict('DOCUMENT_TAKEN', documentTaken(supportEmail), { document: documentTaken(supportEmail) });
}

/** Housekeeping, run hourly: unconfirmed sign-ups past their 24 h go, with the data they held. */
export async function sweepPendingSignups(db: Executor, now = new Date()): Promise<number> {
  const gone = await db.delete(pendingSignups).where(lte(pendingSignups.expiresAt, now)).returning({ id: pendingSignups.id });
  return gone.length;
}
