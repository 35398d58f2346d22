/**
 * Notifications (snackbars: bottom centre, 5 s, spec §9), from React or from outside it (the
 * Apollo error link). The snackbar host (ui/snackbar-host.tsx, notistack) is a module of its own
 * that the dashboard mounts once its first screen is on display: what is notified before it has
 * registered waits here and is shown when it does, unless it is older than a notification's
 * time on screen.
 */
export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
type Notifier = (message: string, variant: NotifyVariant) => void;

/** How long a notification stays on screen (spec §9), and so how long one may wait for the host. */
export const NOTIFICATION_MS = 5000;
/** At most this many are on screen at once (spec §9), and wait for the host. */
export const MAX_NOTIFICATIONS = 3;

let notifier: Notifier | null = null;
let pending: { message: string; variant: NotifyVariant; at: number }[] = [];

export function setNotifier(next: Notifier | null, now = Date.now()): void {
  notifier = next;
  if (!next) return;
  const waiting = pending.filter((p) => now - p.at < NOTIFICATION_MS);
  pending = [];
  for (const { message, variant } of waiting) next(message, variant);
}

export function notify(message: string, variant: NotifyVariant = 'default', now = Date.now()): void {
  if (notifier) {
    notifier(message, variant);
    return;
  }
  pending = [...pending, { message, variant, at: now }].slice(-MAX_NOTIFICATIONS);
}
