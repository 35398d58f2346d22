/** Child processes of the bench: start, wait until healthy, read RSS, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type Child = { name: string; url: string; pid: number; process: ChildProcess; stderrTail: () => string };

/**
 * The node flags `npm start` (the root package.json) gives the server, so that the bench runs it
 * as it is deployed: `node <flags> apps/api/dist/main.js`.
 */
export function serverNodeArgs(root: string): string[] {
  const start = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const flags = /\bnode((?:\s+--\S+)*)\s+apps\/api\/dist\/main\.js/.exec(start);
  if (!flags) throw new Error(`package.json "start" does not run node … apps/api/dist/main.js: ${start}`);
  return [...flags[1].trim().split(/\s+/).filter(Boolean), 'apps/api/dist/main.js'];
}

/** A free TCP port on 127.0.0.1 (the given one when set). */
export async function freePort(preferred?: number): Promise<number> {
  if (preferred) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node args…` with `env` and waits until GET <url>/healthz answers 200. */
export async function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, port: number, cwd: string): Promise<Child> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /healthz within 60 s:\n${stderr}`);
    }
    await sleep(200);
  }
  return { name, url, pid: child.pid!, process: child, stderrTail: () => stderr };
}

export async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()));
  child.process.kill('SIGTERM');
  const timeout = sleep(10_000).then(() => 'timeout' as const);
  if ((await Promise.race([exited, timeout])) === 'timeout') child.process.kill('SIGKILL');
}

/** Resident set size now and at its peak (VmHWM), in MB, from /proc (Linux). */
export function rssMb(pid: number): { now: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { now: NaN, peak: NaN };
  }
}
