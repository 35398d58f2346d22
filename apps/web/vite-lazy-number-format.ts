import path from 'node:path';
import type { Plugin } from 'vite';

const MUI_MODULE = /[\\/]@mui[\\/]material[\\/]/;
const TARGET = /(?:^|[\\/])locale[\\/]utils[\\/]buildFormatNumber(?:\.m?js)?$/;
const REPLACEMENT = path.resolve(import.meta.dirname, 'src/shared/lazy-number-format.ts');

/**
 * Gives MUI's modules src/shared/lazy-number-format.ts where they import
 * `locale/utils/buildFormatNumber` (why: that file's comment). A build in which no MUI module
 * imported it fails, so a rename in MUI cannot quietly bring the cost back.
 */
export function lazyNumberFormat(): Plugin {
  let swaps = 0;
  let building = false;
  return {
    name: 'portal-lazy-number-format',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (!importer || !MUI_MODULE.test(importer) || !TARGET.test(source)) return null;
      swaps++;
      return REPLACEMENT;
    },
    buildEnd(error) {
      if (building && !error && swaps === 0) this.error('lazy-number-format: no MUI module imported locale/utils/buildFormatNumber (moved in MUI?); update vite-lazy-number-format.ts');
    },
  };
}
