/** The "session configuration": UI choices of the signed-in session, such as the active role. */
export interface SessionConfig {
  /** Key of the active role (see shared/session/user-roles.ts). */
  activeRole?: string;
  /**
   * The active role was not chosen but implied (a person with one role). It still tells the route
   * loaders which role is in effect, but once the person holds a second role they choose again.
   */
  activeRoleImplied?: boolean;
}

const KEY = 'portal.session';
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: SessionConfig = {};

export function readSessionConfig(): SessionConfig {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? (JSON.parse(raw) as SessionConfig) : {};
  } catch {
    cached = {};
  }
  return cached;
}

export function writeSessionConfig(patch: Partial<SessionConfig>): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readSessionConfig(), ...patch }));
  notify();
}

export function clearSessionConfig(): void {
  localStorage.removeItem(KEY);
  notify();
}

/** For useSyncExternalStore; also follows changes made in other tabs. */
export function subscribeSessionConfig(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify() {
  for (const listener of listeners) listener();
}
