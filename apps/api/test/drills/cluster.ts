// The drills' cluster: N built API processes (apps/api/dist/main.js, `node scripts/build.mjs api`)
// on one PostgreSQL database, behind HAProxy with the committed example (deploy/haproxy.cfg), on
// loopback ports. Each process is a real `main.ts`: it migrates (under the advisory lock), starts
// its job workers and answers SIGTERM with the graceful shutdown.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A free loopback port (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntil(what: string, pred: () => Promise<boolean> | boolean, ms = 60_000, every = 100) {
  const end = Date.now() + ms;
  for (;;) {
    if (await Promise.resolve().then(pred).catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(every);
  }
}

export function buildApi() {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'api'], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) throw new Error('node scripts/build.mjs api failed');
}

export type ApiProcess = { name: string; port: number; url: string; child: ChildProcess; log: string[]; exited: Promise<{ code: number | null; signal: string | null; at: number }> };

export type Cluster = {
  url: string;
  apis: ApiProcess[];
  dataDir: string;
  /** What HAProxy printed (servers marked up and down). */
  lbLog: string[];
  /** Starts (again) the process `i` with the cluster's environment. */
  start(i: number): Promise<ApiProcess>;
  close(): Promise<void>;
};

async function get(url: string): Promise<number> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return res.status;
}

/** `n` API processes on `databaseUrl` behind HAProxy; `env` adds to (or overrides) their environment. */
export async function startCluster(databaseUrl: string, opts: { n?: number; env?: Record<string, string> } = {}): Promise<Cluster> {
  const n = opts.n ?? 2;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-drill-'));
  const ports = await Promise.all(Array.from({ length: n }, () => freePort()));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // One secret for all (from configuration); files on a disk they share (DATA_DIR).
    JWT_SECRET: randomBytes(32).toString('hex'),
    MERCADOPAGO_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    PAYMENTS_SIMULATED_CHECKOUT: 'true',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '3000',
    PASSWORD_WORK_QUEUE: '1000',
    ...opts.env,
  };
  const apis: ApiProcess[] = [];
  async function start(i: number): Promise<ApiProcess> {
    const port = ports[i];
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
      cwd: root,
      env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    child.stdout!.on('data', (c) => log.push(String(c)));
    child.stderr!.on('data', (c) => log.push(String(c)));
    const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    const api: ApiProcess = { name: `api${i + 1}`, port, url: `http://127.0.0.1:${port}`, child, log, exited };
    apis[i] = api;
    await waitUntil(`${api.name} ready (${log.join('').slice(-500)})`, async () => (await get(`${api.url}/readyz`)) === 200, 120_000, 200);
    return api;
  }
  // Two processes migrating at once: the advisory lock lets one do it.
  await Promise.all(ports.map((_, i) => start(i)));

  const lbPort = await freePort();
  const haproxy = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    env: { PATH: process.env.PATH ?? '', PORTAL_LISTEN: `127.0.0.1:${lbPort}`, ...Object.fromEntries(ports.map((p, i) => [`PORTAL_API_${i + 1}`, `127.0.0.1:${p}`])) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Read (a full pipe would stall it) and kept: the servers it marks up and down.
  const lbLog: string[] = [];
  haproxy.stderr!.on('data', (c) => lbLog.push(String(c)));
  const url = `http://127.0.0.1:${lbPort}`;
  await waitUntil('haproxy', async () => (await get(`${url}/readyz`)) === 200, 30_000);
  return {
    url,
    apis,
    dataDir,
    lbLog,
    start,
    async close() {
      haproxy.kill('SIGTERM');
      for (const api of apis) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
      await Promise.all(apis.map((a) => a.exited));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One GraphQL request: `{ status, body }`, or `{ status: 0, error }` when no answer came. */
export async function gql(base: string, query: string, variables: Record<string, unknown> = {}, token?: string, timeoutMs = 15_000) {
  try {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    try {
      const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
      return { status: res.status, body };
    } catch {
      // Not GraphQL: the load balancer's own answer (502, 503, 504).
      return { status: res.status, body: null, error: `${res.status} ${text.replace(/\s+/g, ' ').slice(0, 80)}` };
    }
  } catch (error) {
    // fetch's own "fetch failed" names the socket's fate (reset, closed) in its cause.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: null, error: `${String(error)}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}` };
  }
}
