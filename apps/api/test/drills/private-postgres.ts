// A PostgreSQL cluster of a drill's own: Debian's server binaries (/usr/lib/postgresql/N/bin),
// initdb into a temporary directory, a free loopback port, trust authentication. A drill may stop
// and start it without touching the server the other tests share. As root, the server runs as the
// `postgres` user (PostgreSQL refuses root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './cluster';

export type PrivatePostgres = {
  /** The `postgres` database of the cluster (connect there to create others). */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are cut) and waits until it is down. */
  stop(): void;
  /** Starts it again on the same port and data, waiting until it accepts connections. */
  start(): void;
  remove(): void;
};

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install -y postgresql)');
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-drill-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    const r = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    start,
    remove() {
      spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
