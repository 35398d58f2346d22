import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The README's screenshots (`npm run docs:screenshots`): the same portal and browser as the
 * browser tests, at 1280 wide, on the demo data. Not part of `npm test`.
 */
export default defineConfig(baseConfig, {
  testDir: './docs',
  use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, colorScheme: 'light' },
});
