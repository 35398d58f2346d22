/**
 * The embedded default (PGlite, no DATABASE_URL): how long `npm start` takes to answer /healthz
 * on an empty data dir (initdb, migrations, demo data) and on a reopen of the same dir, and the
 * server's resident memory once it is idle after each.
 *
 *   npm run bench:embedded -w @portal/bench            (PORT=10215 by default)
 *
 * The build check (scripts/build.mjs) is timed on its own: it is part of `npm start`, but with a
 * current build it only hashes the inputs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeArgs } from './processes';

export type EmbeddedRow = { run: 'first start' | 'reopen'; healthzMs: number; healthzRssMb: number; idleRssMb: number; peakRssMb: number };
export type EmbeddedResult = { buildCheckMs: number; rows: EmbeddedRow[] };

const repoRoot = path.resolve(import.meta.dirname, '../..');

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealthz(url: string, child: ChildProcess, timeoutMs: number, onTick: () => void): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering /healthz`);
    onTick();
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`no answer from ${url}/healthz within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One start of the server on `dataDir`: time to /healthz, then the RSS once it has settled. */
async function startOnce(run: EmbeddedRow['run'], opts: { port: number; dataDir: string; settleMs: number; log: string[] }): Promise<EmbeddedRow> {
  const url = `http://127.0.0.1:${opts.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, serverNodeArgs(repoRoot), {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => opts.log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => opts.log.push(String(chunk)));
  let peak = 0;
  const sample = () => void (peak = Math.max(peak, rssMb(child.pid!)));
  try {
    await waitForHealthz(url, child, 120_000, sample);
    const healthzMs = Math.round(performance.now() - started);
    const healthzRssMb = rssMb(child.pid!);
    // Idle: nothing asks the server anything; the RSS is read once it stops moving.
    let idle = rssMb(child.pid!);
    for (let waited = 0; waited < opts.settleMs; waited += 500) {
      await sleep(500);
      sample();
      idle = rssMb(child.pid!);
    }
    return { run, healthzMs, healthzRssMb, idleRssMb: idle, peakRssMb: Math.max(peak, idle, healthzRssMb) };
  } finally {
    await stop(child);
  }
}

export async function runEmbedded(opts: { port?: number; settleMs?: number } = {}): Promise<EmbeddedResult> {
  const port = opts.port ?? 10215;
  const buildStarted = performance.now();
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('scripts/build.mjs failed');
  const buildCheckMs = Math.round(performance.now() - buildStarted);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
  const log: string[] = [];
  try {
    const rows: EmbeddedRow[] = [];
    for (const run of ['first start', 'reopen'] as const) {
      rows.push(await startOnce(run, { port, dataDir, settleMs: opts.settleMs ?? 5000, log }));
    }
    return { buildCheckMs, rows };
  } catch (error) {
    console.error(log.join(''));
    throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatEmbedded(result: EmbeddedResult): string {
  const lines = [
    `build check (scripts/build.mjs): ${result.buildCheckMs} ms`,
    '| run | to /healthz | RSS at /healthz | idle RSS (after 5 s) | peak RSS (server process) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...result.rows.map((r) => `| ${r.run} | ${(r.healthzMs / 1000).toFixed(1)} s | ${r.healthzRssMb} MB | ${r.idleRssMb} MB | ${r.peakRssMb} MB |`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const port = Number(process.env.PORT ?? 10215);
  console.log(formatEmbedded(await runEmbedded({ port })));
}
