import type { Plugin } from 'vite';

/**
 * State that three libraries set while a component mounts, from a ref callback or a layout effect.
 * React runs such an update at once, in the task of the commit that mounted the component, and
 * draws the component a second time there: every form (react-hook-form's `isReady`), every
 * autocomplete, select and tooltip (the element their list or bubble hangs from) and every date
 * picker (the field its popup hangs from). On Mi perfil that second drawing of "Datos personales" doubled the task that put the
 * section on the screen. Each value is only read later (by nobody in this app, or once the person
 * opens a list, a menu or a calendar, or points at a button), so the update is made a transition: React draws it in short slices
 * after that task.
 *
 * Each entry is the exact text of one library's version; a build in which a text is not found
 * fails, so an upgrade that moves it cannot quietly bring the second drawing back (the e2e test
 * `tests/mount-transitions.spec.ts` counts them in the browser).
 */
export const MOUNT_TRANSITIONS: ReadonlyArray<{ library: string; file: RegExp; find: string; replace: string }> = [
  {
    library: 'react-hook-form (useForm: isReady)',
    file: /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
    find: `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));`,
    replace: `        React.startTransition(() => updateFormState((data) => ({
            ...data,
            isReady: true,
        })));`,
  },
  {
    library: '@mui/material (useAutocomplete: anchorEl)',
    file: /[\\/]@mui[\\/]material[\\/]useAutocomplete[\\/]useAutocomplete\.mjs$/,
    find: `  const [anchorEl, setAnchorEl] = React.useState(null);`,
    replace: `  const [anchorEl, setAnchorElNow] = React.useState(null);
  const setAnchorEl = React.useCallback(element => React.startTransition(() => setAnchorElNow(element)), []);`,
  },
  {
    library: '@mui/x-date-pickers (usePicker: triggerElement)',
    file: /[\\/]@mui[\\/]x-date-pickers[\\/]internals[\\/]hooks[\\/]usePicker[\\/]usePicker\.mjs$/,
    find: `  const [triggerElement, triggerRef] = React.useState(null);`,
    replace: `  const [triggerElement, setTriggerElement] = React.useState(null);
  const triggerRef = React.useCallback(element => React.startTransition(() => setTriggerElement(element)), []);`,
  },
  {
    library: '@mui/material (SelectInput: displayNode)',
    file: /[\\/]@mui[\\/]material[\\/]Select[\\/]SelectInput\.mjs$/,
    find: `  const [displayNode, setDisplayNode] = React.useState(null);`,
    replace: `  const [displayNode, setDisplayNodeNow] = React.useState(null);
  const setDisplayNode = React.useCallback(node => React.startTransition(() => setDisplayNodeNow(node)), []);`,
  },
  {
    library: '@mui/material (Tooltip: childNode)',
    file: /[\\/]@mui[\\/]material[\\/]Tooltip[\\/]Tooltip\.mjs$/,
    find: `  const [childNode, setChildNode] = React.useState();`,
    replace: `  const [childNode, setChildNodeNow] = React.useState();
  const setChildNode = React.useCallback(node => React.startTransition(() => setChildNodeNow(node)), []);`,
  },
];

const entryOf = (id: string) => MOUNT_TRANSITIONS.find((e) => e.file.test(id));

/** Rewrites one module's text, or returns null when the module is none of the entries'. Throws when its entry's text is missing. */
export function applyMountTransitions(id: string, code: string): string | null {
  const entry = entryOf(id);
  if (!entry) return null;
  const at = code.indexOf(entry.find);
  if (at === -1 || code.indexOf(entry.find, at + 1) !== -1) {
    throw new Error(`mount-transitions: ${entry.library}: the text to replace is not in ${id} exactly once (the library changed?); update vite-mount-transitions.ts`);
  }
  return code.slice(0, at) + entry.replace + code.slice(at + entry.find.length);
}

/** Build only (the dev server serves these libraries pre-bundled, as they are). */
export function mountTransitions(): Plugin {
  let building = false;
  const applied = new Set<string>();
  return {
    name: 'portal-mount-transitions',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      if (!building) return null;
      const path = id.split('?')[0]!;
      const rewritten = applyMountTransitions(path, code);
      if (rewritten === null) return null;
      applied.add(entryOf(path)!.library);
      return { code: rewritten, map: null };
    },
    buildEnd(error) {
      if (!building || error) return;
      const missing = MOUNT_TRANSITIONS.filter((e) => !applied.has(e.library)).map((e) => e.library);
      if (missing.length) this.error(`mount-transitions: no module of ${missing.join(', ')} was built (moved in the library?); update vite-mount-transitions.ts`);
    },
  };
}
