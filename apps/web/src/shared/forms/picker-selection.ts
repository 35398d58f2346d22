/**
 * Stands in for the date pickers' `./syncSelectionToDOM.mjs` (vite.config.ts aliases the pickers'
 * imports of it here; the pickers' own function is 'portal:pickers-sync-selection').
 *
 * After every render, a picker field checks whether the document's selection lies inside it
 * (`document.getSelection()`), which makes the browser compute the page's style and layout right
 * there, inside React's commit. When Mi perfil's "Datos personales" mounted, that was about 10 ms
 * of its commit on a fast machine (and again in the next one), four times as much on a phone, in
 * tasks nobody can interrupt. Until a field has been focused or had a section selected, the
 * pickers have put no selection into it and have none to put there: its checks are skipped. From
 * the first focus on (a click, Tab, a keystroke), every check is the pickers' own, the one after
 * it leaves included.
 */
import { syncSelectionToDOM as syncWithPickers, type SyncSelectionParameters } from 'portal:pickers-sync-selection';

const engagedRoots = new WeakSet<Element>();

export function syncSelectionToDOM(parameters: SyncSelectionParameters): void {
  const { focused, domGetters, stateResponse } = parameters;
  if (domGetters.isReady()) {
    const root = domGetters.getRoot();
    if (focused || stateResponse.parsedSelectedSections != null) engagedRoots.add(root);
    if (!engagedRoots.has(root)) return;
  }
  syncWithPickers(parameters);
}
