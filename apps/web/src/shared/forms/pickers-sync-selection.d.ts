/** The date pickers' own selection sync (vite.config.ts points this name at their file); what picker-selection.ts uses of it. */
declare module 'portal:pickers-sync-selection' {
  export interface SyncSelectionParameters {
    focused: boolean;
    domGetters: { isReady(): boolean; getRoot(): HTMLElement };
    stateResponse: { parsedSelectedSections: unknown };
  }
  export function syncSelectionToDOM(parameters: SyncSelectionParameters): void;
}
