import { clearAuth } from './auth-storage';
import { clearSessionConfig } from './session-config';

/** Signed out: stored auth, session configuration and all local and session storage are gone. */
export function clearSession(): void {
  clearAuth();
  clearSessionConfig();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable (private mode quotas): nothing left to clear
  }
}
