import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { normalizeDocument } from '@portal/domain/people';
import { lt } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/sessions';
import type { Database, Executor, SqlClient } from '../../platform/db';
import type { JobDefinition } from '../../platform/jobs';
import { tooManyRequests } from '../../platform/errors';

/**
 * Limits, per fixed window that starts at the first counted attempt. Kept in the `rate_limits`
 * table (rate-limiter-flexible's PostgreSQL store), so every API process on the database shares
 * them. Each attempt is counted atomically (one upsert) BEFORE the work it guards, so N parallel
 * attempts can never run more than the limit.
 */
export const THROTTLE = {
  /** Failed sign-ins and failed current-password checks, per account (user id) and per client address. */
  login: { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 },
  /** Sign-ups per client address. */
  register: { windowSeconds: 60 * 60, perAddress: 10 },
  /** Recovery requests per client address (answered TOO_MANY_REQUESTS), and e-mails per account (dropped silently). */
  recovery: { windowSeconds: 15 * 60, perAddress: 10, perAccount: 3 },
  /** E-mails to co-authors (invitations, notices), per proposal owner: each address newly named on a proposal costs a point. */
  coAuthorMails: { windowSeconds: 24 * 3600, perAccount: 40 },
  /** Certificate look-ups (the public verification), per client address: codes cannot be enumerated. */
  certificateLookups: { windowSeconds: 15 * 60, perAddress: 60 },
} as const;

const TABLE = 'rate_limits';

/** Removes the rows of windows that have ended; answers how many went. */
export async function sweepRateLimits(db: Executor, now = Date.now()): Promise<{ rateLimits: number }> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return { rateLimits: gone.length };
}

/** The sweep of ended throttle windows as a job run every five minutes, by one process. */
export function rateLimitSweepJob(services: { database: Database }): JobDefinition {
  return {
    kind: 'rate-limits-sweep',
    label: 'Limpieza de límites de intentos',
    cron: '*/5 * * * *',
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    run: () => sweepRateLimits(services.database.db),
  };
}

/** How a username is keyed for throttling: e-mail lower-cased, document without separators. */
export function normalizeUsername(username: string): { kind: 'email' | 'document'; value: string } {
  const trimmed = username.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  return { kind: 'document', value: normalizeDocument(trimmed) };
}

/**
 * The account bucket of a sign-in attempt: the user id when the identifier names a user (so the
 * e-mail and the document of one person share one bucket), the typed identifier otherwise.
 */
export const accountKey = (userId: string | undefined, username: string) => {
  if (userId) return `user:${userId}`;
  const key = normalizeUsername(username);
  return `name:${key.kind}:${key.value}`;
};

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export class Throttles {
  private readonly loginAccount: RateLimiterPostgres;
  private readonly loginAddress: RateLimiterPostgres;
  private readonly registerAddress: RateLimiterPostgres;
  private readonly recoveryAddress: RateLimiterPostgres;
  private readonly recoveryAccount: RateLimiterPostgres;
  private readonly invitationsAccount: RateLimiterPostgres;
  private readonly certificateAddress: RateLimiterPostgres;

  constructor(client: SqlClient) {
    const make = (keyPrefix: string, points: number, duration: number) =>
      // The table comes from a migration (tableCreated): the library must not create it. Expired
      // rows go with the `rate-limits-sweep` job (once for all processes), not a timer per process.
      new RateLimiterPostgres({ storeClient: client, storeType: 'client', tableName: TABLE, tableCreated: true, clearExpiredByTimeout: false, keyPrefix, points, duration });
    this.loginAccount = make('login_account', THROTTLE.login.perAccount, THROTTLE.login.windowSeconds);
    this.loginAddress = make('login_address', THROTTLE.login.perAddress, THROTTLE.login.windowSeconds);
    this.registerAddress = make('register_address', THROTTLE.register.perAddress, THROTTLE.register.windowSeconds);
    this.recoveryAddress = make('recovery_address', THROTTLE.recovery.perAddress, THROTTLE.recovery.windowSeconds);
    this.recoveryAccount = make('recovery_account', THROTTLE.recovery.perAccount, THROTTLE.recovery.windowSeconds);
    this.invitationsAccount = make('invitations_account', THROTTLE.coAuthorMails.perAccount, THROTTLE.coAuthorMails.windowSeconds);
    this.certificateAddress = make('certificate_address', THROTTLE.certificateLookups.perAddress, THROTTLE.certificateLookups.windowSeconds);
  }

  /** Counts one attempt; null when allowed, the refusal otherwise. Store failures propagate (fail closed). */
  private static async take(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes | null> {
    try {
      await limiter.consume(key);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    }
  }

  /**
   * Counts a password guess for this account from this address, before the password is checked.
   * Throws TOO_MANY_REQUESTS (with `retryAfter`) when either is past its limit. `ip` null: only
   * the account counts (a signed-in user's current-password check).
   */
  async passwordAttempt(account: string, ip: string | null): Promise<void> {
    if (ip !== null) {
      const byAddress = await Throttles.take(this.loginAddress, ip);
      if (byAddress) throw tooManyRequests(retryAfter(byAddress));
    }
    const byAccount = await Throttles.take(this.loginAccount, account);
    if (byAccount) {
      // Nothing was checked: the address keeps its point.
      if (ip !== null) await this.loginAddress.reward(ip, 1);
      throw tooManyRequests(retryAfter(byAccount));
    }
  }

  /** The password was right: the account starts afresh and the address gets its point back. */
  async passwordSucceeded(account: string, ip: string | null): Promise<void> {
    await this.loginAccount.delete(account);
    if (ip !== null) await this.loginAddress.reward(ip, 1);
  }

  /** The attempt was counted but no password was checked (the check was refused): give the points back. */
  async passwordNotChecked(account: string, ip: string | null): Promise<void> {
    await this.loginAccount.reward(account, 1);
    if (ip !== null) await this.loginAddress.reward(ip, 1);
  }

  /** Forgets the account's failures (after a password recovery). */
  async clearAccount(account: string): Promise<void> {
    await this.loginAccount.delete(account);
  }

  /** One sign-up from this address; TOO_MANY_REQUESTS past the limit. */
  async register(ip: string): Promise<void> {
    const refused = await Throttles.take(this.registerAddress, ip);
    if (refused) throw tooManyRequests(retryAfter(refused), 'Demasiadas solicitudes de alta desde esta conexión.');
  }

  /** One certificate look-up from this address (found or not); TOO_MANY_REQUESTS past the limit. */
  async certificateLookup(ip: string): Promise<void> {
    const refused = await Throttles.take(this.certificateAddress, ip);
    if (refused) throw tooManyRequests(retryAfter(refused), 'Demasiadas consultas de certificados desde esta conexión.');
  }

  /** One recovery request from this address; TOO_MANY_REQUESTS past the limit. */
  async recoveryRequest(ip: string): Promise<void> {
    const refused = await Throttles.take(this.recoveryAddress, ip);
    if (refused) throw tooManyRequests(retryAfter(refused), 'Demasiadas solicitudes de recuperación desde esta conexión.');
  }

  /**
   * `count` e-mails to co-authors of proposals owned by `userId`, counted before they are written
   * (outside any transaction); TOO_MANY_REQUESTS past the limit, and then none is counted.
   */
  async coAuthorMails(userId: string, count: number): Promise<void> {
    if (count <= 0) return;
    try {
      await this.invitationsAccount.consume(`user:${userId}`, count);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      await this.invitationsAccount.reward(`user:${userId}`, count);
      throw tooManyRequests(retryAfter(error), 'Demasiados coautores nuevos en las últimas 24 horas (cada uno recibe un correo).');
    }
  }

  /** Whether another recovery e-mail may go to this account now (counted; callers stay silent when not). */
  async recoveryMailAllowed(userId: string): Promise<boolean> {
    return (await Throttles.take(this.recoveryAccount, `user:${userId}`)) === null;
  }
}

const byDatabase = new WeakMap<Database, Throttles>();

/** The throttles of this database (one set per process and database). */
export function throttlesOf(database: Database): Throttles {
  let throttles = byDatabase.get(database);
  if (!throttles) byDatabase.set(database, (throttles = new Throttles(database.sqlClient)));
  return throttles;
}
