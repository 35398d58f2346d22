/**
 * Notifications from outside React (the Apollo error link). The snackbar provider registers
 * itself here while mounted; this keeps notistack out of the first download.
 */
export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
type Notifier = (message: string, variant: NotifyVariant) => void;

let notifier: Notifier | null = null;

export function setNotifier(next: Notifier | null): void {
  notifier = next;
}

export function notify(message: string, variant: NotifyVariant = 'default'): void {
  notifier?.(message, variant);
}
