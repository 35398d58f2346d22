import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { normalizeDocument } from '@portal/domain/people';
import { loginFailures } from '../../db/schema/sessions';
import type { Executor } from '../../platform/db';

/** Failed sign-ins allowed inside the window, per account and per client address. */
export const THROTTLE = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 } as const;

async function waitFor(db: Executor, column: typeof loginFailures.accountKey | typeof loginFailures.ip, value: string, limit: number) {
  const recent = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, sql`now() - make_interval(secs => ${THROTTLE.windowSeconds})`)))
    .orderBy(desc(loginFailures.createdAt))
    .limit(limit);
  if (recent.length < limit) return 0;
  const oldest = recent[recent.length - 1].createdAt.getTime();
  return Math.max(1, Math.ceil((oldest + THROTTLE.windowSeconds * 1000 - Date.now()) / 1000));
}

/** Seconds to wait before another attempt is allowed for this account or address; 0 when allowed. */
export async function throttleWait(db: Executor, accountKey: string, ip: string): Promise<number> {
  const [byAccount, byAddress] = [await waitFor(db, loginFailures.accountKey, accountKey, THROTTLE.perAccount), await waitFor(db, loginFailures.ip, ip, THROTTLE.perAddress)];
  return Math.max(byAccount, byAddress);
}

export async function recordFailure(db: Executor, accountKey: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, ip });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
}

export async function clearFailures(db: Executor, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

/** How a username is keyed for throttling: e-mail lower-cased, document without separators. */
export function normalizeUsername(username: string): { kind: 'email' | 'document'; value: string } {
  const trimmed = username.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  return { kind: 'document', value: normalizeDocument(trimmed) };
}
