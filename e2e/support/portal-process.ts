import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SUPPORT_EMAIL } from './env';

export type PortalProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the real portal as `npm start` runs it (the compiled API in apps/api/dist serving the built
 * web app, on PGlite with demo data) as a child process. The global set-up builds both first.
 */
export async function startPortal(opts: { port: number; dataDir: string; smtpUrl?: string }): Promise<PortalProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
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
      DATABASE_URL: '',
      DEMO_DATA: '1',
      SUPPORT_EMAIL,
      LOG_LEVEL: 'warn',
      // As behind one reverse proxy: the specs' API calls may name the visitor's address.
      TRUST_PROXY: '1',
      // An e-mail the receiver refuses is failed after its 5 attempts in seconds, not minutes (the jobs screen's spec).
      MAIL_RETRY_DELAY_SECONDS: '1',
      ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}),
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 90_000;
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
