import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { applyMountTransitions, MOUNT_TRANSITIONS } from '../../vite-mount-transitions';

const require = createRequire(import.meta.url);
const inPackage = (name: string, file: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

/** The modules the build rewrites, as the installed libraries have them. */
const MODULES = [
  inPackage('react-hook-form', 'dist/index.esm.mjs'),
  inPackage('@mui/material', 'useAutocomplete/useAutocomplete.mjs'),
  inPackage('@mui/x-date-pickers', 'internals/hooks/usePicker/usePicker.mjs'),
  inPackage('@mui/material', 'Select/SelectInput.mjs'),
  inPackage('@mui/material', 'Tooltip/Tooltip.mjs'),
];

describe('mount transitions (vite-mount-transitions.ts)', () => {
  it('names one installed module per entry, and each module once', () => {
    for (const entry of MOUNT_TRANSITIONS) expect(MODULES.filter((file) => entry.file.test(file)), entry.library).toHaveLength(1);
    for (const file of MODULES) expect(MOUNT_TRANSITIONS.filter((entry) => entry.file.test(file)), file).toHaveLength(1);
  });

  it('rewrites each installed module: the state is set in a transition, and the module still parses', () => {
    for (const file of MODULES) {
      const entry = MOUNT_TRANSITIONS.find((e) => e.file.test(file))!;
      const code = readFileSync(file, 'utf8');
      const rewritten = applyMountTransitions(file, code)!;
      expect(rewritten, entry.library).not.toContain(entry.find);
      expect(rewritten, entry.library).toContain(entry.replace);
      expect(entry.replace).toContain('React.startTransition(');
      // Only that text changed.
      expect(rewritten.length - code.length).toBe(entry.replace.length - entry.find.length);
      expect(() => transformSync(rewritten, { loader: 'jsx', format: 'esm' }), entry.library).not.toThrow();
    }
  });

  it('leaves every other module alone', () => {
    expect(applyMountTransitions('/app/node_modules/@mui/material/Button/Button.mjs', 'const x = 1;')).toBeNull();
    expect(applyMountTransitions('/app/src/features/profile/personal-section.tsx', 'React.useState(null)')).toBeNull();
  });

  it('fails the build when a library no longer has the text (an upgrade moved it), or has it twice', () => {
    const [file] = MODULES;
    const entry = MOUNT_TRANSITIONS.find((e) => e.file.test(file!))!;
    expect(() => applyMountTransitions(file!, 'export const nothing = 1;')).toThrow(entry.library);
    expect(() => applyMountTransitions(file!, `${entry.find}\n${entry.find}`)).toThrow('exactly once');
  });
});
