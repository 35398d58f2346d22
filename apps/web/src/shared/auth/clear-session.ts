import { clearAuth } from './auth-storage';
import { clearSessionConfig } from './session-config';

const cleanups = new Set<() => void>();

/** Runs on every sign-out, e.g. the Apollo cache registers its clearStore here once loaded. */
export function onSessionCleared(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Signed out: stored auth, session configuration and all local and session storage are gone. */
export function clearSession(): void {
  clearAuth();
  clearSessionConfig();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing left to clear
  }
  for (const cleanup of cleanups) cleanup();
}
