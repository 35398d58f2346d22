import { print } from 'graphql';
import { graphql } from '../../gql/gql';
import { readAuth, writeAuth, type StoredAuth } from '../auth/auth-storage';

const RefreshTokenMutation = graphql(`
  mutation RefreshToken($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      token
      refreshToken
      expire
    }
  }
`);

export type RefreshResult = { ok: true; token: string } | { ok: false; reason: 'auth' | 'network' };

const TEMPORARY_CODES = new Set(['INTERNAL_SERVER_ERROR', 'TOO_MANY_REQUESTS']);
const LOCK_NAME = 'portal-refresh';
/** A FORBIDDEN answered to a token this young means a missing role, not an expired token. */
const FRESH_MS = 30_000;

let inFlight: Promise<RefreshResult> | null = null;
let lastRefreshed: { token: string; at: number } | null = null;

export function isFreshToken(token: string | null | undefined): boolean {
  return !!token && lastRefreshed?.token === token && Date.now() - lastRefreshed.at < FRESH_MS;
}

/**
 * Gets a new access token. `seenToken` is the token the caller used (or saw) and found wanting.
 * One refresh at a time across tabs (Web Locks), and inside this tab every caller shares the
 * same promise. After the lock is taken the stored tokens are re-read: if another tab already
 * replaced `seenToken`, its tokens are used and no request is made, because presenting an
 * already-rotated refresh token revokes the session.
 */
export function refreshTokens(seenToken: string | null): Promise<RefreshResult> {
  inFlight ??= withLock(() => refreshUnderLock(seenToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function refreshUnderLock(seenToken: string | null): Promise<RefreshResult> {
  const stored = readAuth();
  if (!stored?.refreshToken) return { ok: false, reason: 'auth' };
  if (stored.token && stored.token !== seenToken) {
    remember(stored.token);
    return { ok: true, token: stored.token };
  }
  const result = await requestRefresh(stored.refreshToken);
  if (result.ok) {
    writeAuth(result.auth);
    remember(result.auth.token);
    return { ok: true, token: result.auth.token };
  }
  return result;
}

function remember(token: string) {
  lastRefreshed = { token, at: Date.now() };
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request(LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
}

type RequestResult = { ok: true; auth: StoredAuth } | { ok: false; reason: 'auth' | 'network' };

/** A plain POST outside the Apollo link chain, so the refresh never recurses into itself. */
async function requestRefresh(refreshToken: string): Promise<RequestResult> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({
        operationName: 'RefreshToken',
        query: print(RefreshTokenMutation),
        variables: { refreshToken },
      }),
    });
  } catch {
    return { ok: false, reason: 'network' };
  }
  let body: { data?: { refreshToken?: StoredAuth | null } | null; errors?: { extensions?: { code?: string } }[] };
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: 'network' };
  }
  const auth = body.data?.refreshToken;
  if (auth?.token && auth.refreshToken) return { ok: true, auth };
  if (!body.errors) return { ok: false, reason: 'network' };
  // Temporary server trouble is not an expired session: the tokens stay and a later call retries.
  const temporary = body.errors.some((e) => TEMPORARY_CODES.has(e.extensions?.code ?? ''));
  return { ok: false, reason: temporary ? 'network' : 'auth' };
}
