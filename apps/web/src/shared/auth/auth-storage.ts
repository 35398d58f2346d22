/** Locally stored auth state: token, expire and refreshToken (spec §3). */
export interface StoredAuth {
  token: string;
  /** Access token expiry, ISO 8601 UTC. */
  expire: string;
  refreshToken: string;
}

const KEYS = {
  token: 'portal.auth.token',
  expire: 'portal.auth.expire',
  refreshToken: 'portal.auth.refreshToken',
} as const;

export const AUTH_STORAGE_KEYS = Object.values(KEYS);

export function readAuth(): StoredAuth | null {
  const token = localStorage.getItem(KEYS.token);
  const refreshToken = localStorage.getItem(KEYS.refreshToken);
  if (!token && !refreshToken) return null;
  return { token: token ?? '', expire: localStorage.getItem(KEYS.expire) ?? '', refreshToken: refreshToken ?? '' };
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function writeAuth(auth: StoredAuth): void {
  localStorage.setItem(KEYS.token, auth.token);
  localStorage.setItem(KEYS.expire, auth.expire);
  localStorage.setItem(KEYS.refreshToken, auth.refreshToken);
  notify();
}

export function clearAuth(): void {
  for (const key of AUTH_STORAGE_KEYS) localStorage.removeItem(key);
  notify();
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called when this tab or another one writes or clears the stored auth. */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (AUTH_STORAGE_KEYS as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Authenticated for navigation purposes: some token is stored (the server decides the rest). */
export function isAuthenticated(): boolean {
  return readAuth() !== null;
}
