import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { REPO_ROOT, SUPPORT_EMAIL } from './env';

export type PortalProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the real portal as `npm start` runs it (the compiled API in apps/api/dist serving the built
 * web app, on PGlite with demo data, or on the PostgreSQL database `databaseUrl` names) as a child process, with `env` added to its environment. The
 * global set-up builds both first.
 */
export async function startPortal(opts: { port: number; dataDir: string; databaseUrl?: string; smtpUrl?: string; env?: Record<string, string> }): Promise<PortalProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  // Another portal answering there (another run's) would be taken for this one once "ready".
  const taken = await fetch(`${url}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${opts.port} is already in use`);
  mkdirSync(opts.dataDir, { recursive: true });
  const log = openSync(path.join(opts.dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, 'apps/api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      // The embedded database unless the caller names a PostgreSQL database (the global set-up does when npm test gives it one).
      DATABASE_URL: opts.databaseUrl ?? '',
      // The simulated checkout, on either database (the embedded one turns it on by itself).
      PAYMENTS_SIMULATED_CHECKOUT: 'true',
      DEMO_DATA: '1',
      SUPPORT_EMAIL,
      LOG_LEVEL: 'warn',
      // As behind one reverse proxy: the specs' API calls may name the visitor's address.
      TRUST_PROXY: '1',
      // An e-mail the receiver refuses is failed after its 5 attempts in seconds, not minutes (the jobs screen's spec).
      MAIL_RETRY_DELAY_SECONDS: '1',
      ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}),
      // A spec's own settings (a portal on a fake Mercado Pago).
      ...opts.env,
    },
    stdio: ['ignore', log, log],
  });
  // Generous: the demo data are written on a first start, and a busy machine writes them slowly.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}; see ${opts.dataDir}/server.log`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`portal did not become ready; see ${opts.dataDir}/server.log`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** A loopback port nothing listens on now (the system's choice), for a spec's portal of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
