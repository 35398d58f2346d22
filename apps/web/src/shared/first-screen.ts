import { afterFirstFrames } from './after-first-frames';

/**
 * When this visit's first screen is on display: at once on the public pages, after the entry
 * overlay on the dashboard (spec §9: nobody can act before it lifts). What the first screen does
 * not need but a person may need next (the error dialogs, the phone's menu, the snackbars) is fetched from then
 * on, once that screen is painted and the browser is idle (afterFirstFrames), so that it never
 * competes with the first screen's scripts and data on a slow connection.
 */
let state: 'waiting' | 'painting' | 'settled' = 'waiting';
const waiting = new Set<() => void>();

/**
 * Called in the commit that shows the first screen (a layout effect, so that no frame is painted
 * with both): takes away the frame the server drew for a dashboard page in its place
 * (apps/web/first-screen-frames.ts), if there is one.
 */
export function markFirstScreenShown(): void {
  document.getElementById('first-screen')?.remove();
  if (state !== 'waiting') return;
  state = 'painting';
  afterFirstFrames(() => {
    state = 'settled';
    const run = [...waiting];
    waiting.clear();
    for (const callback of run) callback();
  });
}

/** Calls `callback` once the first screen is on display and painted (now, if it is); returns the cancel. */
export function onFirstScreenShown(callback: () => void): () => void {
  if (state === 'settled') {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => void waiting.delete(callback);
}

/** The app's entry overlay is up: the one the server drew with the page's frame gives way to it. */
export function removeServerDrawnOverlay(): void {
  document.getElementById('first-screen-overlay')?.remove();
}
