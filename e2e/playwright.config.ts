import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One spec file at a time by default; E2E_WORKERS=2 runs two side by side against the one portal
  // (each spec makes its own data). Tests inside a file run in order unless the file says otherwise.
  // Beside them, one at a time, the route × role walks (project `route-guards`): they only read, as
  // the demo accounts, so they cannot change what a spec sees, and they take four minutes alone.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1) + 1,
  projects: [
    { name: 'specs', testIgnore: /route-guards\.spec\.ts$/, workers: Number(process.env.E2E_WORKERS ?? 1) },
    { name: 'route-guards', testMatch: /route-guards\.spec\.ts$/, workers: 1 },
  ],
  retries: 0,
  // A focused test left in fails the run (ESLint refuses it too).
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A trace of each failed test, where someone can open it (not in CI, which keeps no files).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // No transitions (the theme honours it): what a test clicks has already stopped moving.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
