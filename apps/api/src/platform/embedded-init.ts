import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Set in the environment of the short-lived process that prepares a new embedded data dir. */
export const EMBEDDED_INIT_ENV = 'PORTAL_EMBEDDED_INIT';

/** A PGlite data dir that initdb has never finished in (PostgreSQL writes PG_VERSION there). */
export function needsEmbeddedInit(pgliteDir: string): boolean {
  return !existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/**
 * Runs initdb, the migrations and the demo data of a new embedded data dir in a child process
 * (this same entry point, with EMBEDDED_INIT_ENV set), and waits for it to exit. PGlite's initdb
 * grows the WebAssembly memory to about 900 MB and WebAssembly memory never shrinks: done in the
 * server's own process, that memory stayed for the life of the server. The server then opens the
 * prepared dir like any reopen.
 */
export function initEmbeddedInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [EMBEDDED_INIT_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`embedded data dir initialisation failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
