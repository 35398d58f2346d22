import { getToken, readAuth, subscribeAuth } from '../auth/auth-storage';
import { openSessionExpiredDialog } from '../error-dialogs/dialog-store';
import { resetStoreAfterRefresh } from './client';
import { refreshTokens } from './token-refresh';

/** Refresh this long before `expire`. */
const AHEAD_MS = 60_000;
/** After a failed attempt for lack of network, try again in a while. */
const RETRY_MS = 30_000;
const MAX_DELAY_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Refreshes the access token about a minute before it expires, in every tab; the lock in
 * refreshTokens makes the first tab refresh and the others adopt its tokens.
 * Returns a stop function.
 */
export function startProactiveRefresh(): () => void {
  schedule();
  const unsubscribe = subscribeAuth(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

function schedule(delayOverride?: number) {
  clearTimeout(timer);
  const auth = readAuth();
  if (!auth?.refreshToken) return;
  const remaining = Date.parse(auth.expire) - Date.now();
  // A minute ahead, but never in the first half of a (short-lived) token's life: no refresh loops.
  const delay = delayOverride ?? (Number.isNaN(remaining) ? 0 : Math.max(remaining - AHEAD_MS, remaining / 2));
  timer = setTimeout(run, Math.min(Math.max(delay, 0), MAX_DELAY_MS));
}

async function run() {
  const seen = getToken();
  const result = await refreshTokens(seen);
  if (result.ok) {
    if (result.token !== seen) resetStoreAfterRefresh();
    schedule();
  } else if (result.reason === 'network') {
    schedule(RETRY_MS);
  } else {
    openSessionExpiredDialog();
  }
}
