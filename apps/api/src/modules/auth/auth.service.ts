import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { loginInput, recoveryInitInput, recoveryInput, updatePasswordInput } from '@portal/domain/auth';
import { emailChangeRequests } from '../../db/schema/confirmations';
import { passwordResets, refreshTokens, sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { badInput, parseInput, unauthenticated } from '../../platform/errors';
import { passwordChangedMail, recoveryMail } from './auth.mails';
import { canSignIn } from './auth.rules';
import { burnPasswordCheck, hashPassword, newPasswordInput, verifyPassword } from './passwords';
import { accountKey, normalizeUsername, throttlesOf } from './throttle';
import { randomToken, sha256, signAccessToken } from './tokens';

export type AuthPayload = { token: string; refreshToken: string; expire: Date };
export type ClientMeta = { ip: string; userAgent: string | null };

const RECOVERY_TTL_SECONDS = 3600;
const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';

async function findUserByUsername(db: Executor, username: string) {
  const key = normalizeUsername(username);
  const [user] = await db
    .select()
    .from(users)
    .where(key.kind === 'email' ? eq(users.email, key.value) : eq(users.document, key.value))
    .limit(1);
  return user;
}

async function issueTokens(services: Services, tx: Executor, userId: string, sessionId: string): Promise<AuthPayload> {
  const refreshToken = randomToken();
  await tx.insert(refreshTokens).values({
    sessionId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + services.config.refreshTokenTtl * 1000),
  });
  const { token, expire } = await signAccessToken(services.config.jwtSecret, { sub: userId, sid: sessionId }, services.config.accessTokenTtl);
  return { token, refreshToken, expire };
}

/** Runs a counted password check; when it is refused before running (server busy), the attempt is given back. */
async function checkCounted(throttles: ReturnType<typeof throttlesOf>, key: string, ip: string | null, check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    await throttles.passwordNotChecked(key, ip);
    throw error;
  }
}

export async function login(services: Services, input: unknown, meta: ClientMeta): Promise<AuthPayload> {
  const { username, password } = parseInput(loginInput, input);
  const { db } = services.database;
  const user = await findUserByUsername(db, username);
  const throttles = throttlesOf(services.database);
  const key = accountKey(user?.id, username);
  // Counted before the check, atomically: parallel guesses cannot outrun the limit.
  await throttles.passwordAttempt(key, meta.ip);

  const valid = await checkCounted(throttles, key, meta.ip, () =>
    user ? verifyPassword(user.passwordHash, password) : burnPasswordCheck(password).then(() => false),
  );
  if (!user || !valid) throw badInput({ password: WRONG_CREDENTIALS }, WRONG_CREDENTIALS);
  await throttles.passwordSucceeded(key, meta.ip);
  if (!canSignIn(user)) {
    throw badInput({ username: 'La cuenta está deshabilitada. Comuníquese con la Asociación.' });
  }
  return db.transaction(async (tx) => {
    const [session] = await tx.insert(sessions).values({ userId: user.id, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) }).returning({ id: sessions.id });
    return issueTokens(services, tx, user.id, session.id);
  });
}

/** Rotates a refresh token. A token presented a second time revokes its whole session. */
export async function refresh(services: Services, refreshToken: string): Promise<AuthPayload> {
  if (typeof refreshToken !== 'string' || refreshToken.length === 0 || refreshToken.length > 200) throw unauthenticated();
  const { db } = services.database;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, session: sessions, enabled: users.enabled })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .for('update', { of: refreshTokens });
    if (!row || row.session.revokedAt || !canSignIn(row) || row.token.expiresAt.getTime() <= Date.now()) return null;
    if (row.token.rotatedAt) {
      await tx.update(sessions).set({ revokedAt: sql`now()`, revokedReason: 'REFRESH_TOKEN_REUSE' }).where(eq(sessions.id, row.session.id));
      services.logger.warn({ sessionId: row.session.id }, 'refresh token reused: session revoked');
      return null;
    }
    await tx.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, row.token.id));
    await tx.update(sessions).set({ lastRefreshAt: sql`now()` }).where(eq(sessions.id, row.session.id));
    return issueTokens(services, tx, row.session.userId, row.session.id);
  });
  if (!outcome) throw unauthenticated();
  return outcome;
}

export async function logout(services: Services, viewer: Viewer): Promise<boolean> {
  await services.database.db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'LOGOUT' })
    .where(and(eq(sessions.id, viewer.sessionId), isNull(sessions.revokedAt)));
  return true;
}

/** Ends the user's sessions, all of them or all but `keep`. */
export async function revokeSessions(tx: Executor, userId: string, reason: string, keep?: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}

/** Every pending recovery link of the user becomes spent (after any change of password, or of e-mail). */
export async function spendRecoveryLinks(tx: Executor, userId: string, now = new Date()) {
  await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function updatePassword(services: Services, viewer: Viewer, input: unknown): Promise<boolean> {
  const { oldPassword, newPassword } = parseInput(updatePasswordInput, input);
  parseInput(newPasswordInput, { newPassword });
  const { db } = services.database;
  const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
  if (!user) throw unauthenticated();
  // A stolen session must not become a way to guess the password: same account bucket as sign-in.
  const throttles = throttlesOf(services.database);
  const key = accountKey(user.id, user.email);
  await throttles.passwordAttempt(key, null);
  if (!(await checkCounted(throttles, key, null, () => verifyPassword(user.passwordHash, oldPassword)))) {
    throw badInput({ oldPassword: 'La contraseña actual no es correcta.' });
  }
  await throttles.passwordSucceeded(key, null);
  if (oldPassword === newPassword) throw badInput({ newPassword: 'La nueva contraseña debe ser distinta de la actual.' });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, 'PASSWORD_CHANGED', viewer.sessionId);
    await spendRecoveryLinks(tx, user.id, now);
    await enqueueMail(tx, passwordChangedMail(user, now, services.config.supportEmail));
  });
  void services.mail.kick();
  return true;
}

/** Always answers true, whether or not the account exists. */
/** `meta.ip` null: sent by staff for someone (no per-address limit; the per-account one still holds). */
export async function recoveryInit(services: Services, input: unknown, meta: { ip: string | null }): Promise<boolean> {
  const { username } = parseInput(recoveryInitInput, input);
  const throttles = throttlesOf(services.database);
  if (meta.ip !== null) await throttles.recoveryRequest(meta.ip);
  const { db } = services.database;
  const user = await findUserByUsername(db, username);
  if (!user || !canSignIn(user)) return true;
  // Per account, whatever identifier was typed; silent, so the answer never tells that the account exists.
  if (!(await throttles.recoveryMailAllowed(user.id))) {
    services.logger.info({ userId: user.id }, 'recovery e-mail not sent: too many recent requests');
    return true;
  }
  const token = randomToken();
  const link = `${services.config.publicUrl}/recuperacion/${encodeURIComponent(token)}/${encodeURIComponent(user.email)}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RECOVERY_TTL_SECONDS * 1000) });
    await enqueueMail(tx, recoveryMail(user, link, services.config.supportEmail));
  });
  void services.mail.kick();
  return true;
}

export async function recoveryComplete(services: Services, input: unknown): Promise<boolean> {
  const { token, email, newPassword } = parseInput(recoveryInput, input);
  parseInput(newPasswordInput, { newPassword });
  const invalidLink = badInput({ token: 'El enlace de recuperación no es válido o ya expiró. Pida uno nuevo.' });
  const { db } = services.database;
  const passwordHash = await hashPassword(newPassword);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reset: passwordResets, user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, sha256(token)), eq(users.email, email)))
      .for('update', { of: passwordResets });
    if (!row || row.reset.usedAt || row.reset.expiresAt.getTime() <= Date.now() || !canSignIn(row.user)) return null;
    const now = new Date();
    // Using one link spends it and every other pending link of this user.
    await spendRecoveryLinks(tx, row.user.id, now);
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, row.user.id));
    await revokeSessions(tx, row.user.id, 'PASSWORD_RECOVERED');
    // Whoever recovers proves the current address: a change of e-mail asked from a session ends.
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, row.user.id));
    await enqueueMail(tx, passwordChangedMail(row.user, now, services.config.supportEmail));
    return row.user;
  });
  if (!user) throw invalidLink;
  // The owner of the e-mail proved it: earlier failures no longer lock the account.
  await throttlesOf(services.database).clearAccount(accountKey(user.id, user.email));
  void services.mail.kick();
  return true;
}

// What other modules use of auth: through this file (the module's face), never its inner files.
export { loadViewer } from './viewer';
export { hashPassword, newPasswordRule, verifyPassword } from './passwords';
export { randomToken, sha256 } from './tokens';
export { throttlesOf } from './throttle';
