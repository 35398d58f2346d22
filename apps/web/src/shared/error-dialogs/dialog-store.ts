/**
 * Which blocking error dialog is open. Lives outside React because the Apollo links
 * (not components) decide when to open them.
 */
export type ErrorDialog = 'session-expired' | 'server-offline' | null;

let current: ErrorDialog = null;
const listeners = new Set<() => void>();

export function getErrorDialog(): ErrorDialog {
  return current;
}

export function subscribeErrorDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(next: ErrorDialog) {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The session dialog wins over the offline one and cannot be replaced until confirmed. */
export function openSessionExpiredDialog(): void {
  set('session-expired');
}

export function openServerOfflineDialog(): void {
  if (current !== 'session-expired') set('server-offline');
}

export function closeErrorDialog(): void {
  set(null);
}
