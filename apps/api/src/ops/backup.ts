// Backups of the portal: the database and the stored files in one dated archive with a manifest.
//
//   npm run backup [-- --out DIR]            → DIR/portal-backup-<UTC stamp>.tar (default ./backups)
//   npm run restore -- ARCHIVE [--force]      → into the configured (empty) database and store
//
// Configuration as the portal's (DATABASE_URL, DATA_DIR, STORAGE, S3_*). PostgreSQL: `pg_dump -Fc`
// (a consistent snapshot taken by the server while the portal runs). Embedded PGlite: a dump of its
// data directory (stop the portal first: one process owns it). Files: every object the store lists
// (DATA_DIR/files or the S3 bucket). The manifest holds the sha256 of every part and the row count
// of every table; restore checks every checksum before it writes anything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { createStorage } from '../platform/create-storage';
import { openDatabase, type Database } from '../platform/db';
import { isStorageKey } from '../platform/storage';

export type Manifest = {
  format: 'portal-backup/1';
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; sha256: string; lastMigration: string | null; rows: Record<string, number> };
  files: { key: string; sizeBytes: number; sha256: string }[];
};

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error || r.status !== 0) throw new Error(`${command} failed: ${r.error?.message ?? r.stderr}`);
  return r.stdout;
}

/** The row count of every table of the app (schema public), the migrations' and the queue's. */
export async function tableRows(database: Database): Promise<Record<string, number>> {
  const q = (text: string) => (database.pool ? database.pool.query(text) : database.pglite!.query<Record<string, unknown>>(text));
  const tables = await q(`select table_schema || '.' || table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`);
  const rows: Record<string, number> = {};
  for (const { t } of tables.rows as { t: string }[]) {
    const [schema, name] = t.split('.');
    const res = await q(`select count(*)::int as n from "${schema}"."${name}"`);
    rows[t] = Number((res.rows[0] as { n: number }).n);
  }
  return rows;
}

async function lastMigration(database: Database): Promise<string | null> {
  const text = `select max(created_at)::text as last from drizzle.__drizzle_migrations`;
  const res = database.pool ? await database.pool.query(text) : await database.pglite!.query<{ last: string }>(text);
  return (res.rows[0] as { last: string | null } | undefined)?.last ?? null;
}

const stamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

export async function backup(config: Config, outDir: string): Promise<{ archive: string; manifest: Manifest }> {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  try {
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
    let dbFile: string;
    let rows: Record<string, number>;
    let last: string | null;
    try {
      rows = await tableRows(database);
      last = await lastMigration(database);
      if (database.kind === 'postgres') {
        dbFile = 'database.dump';
        run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', path.join(work, dbFile), '-d', config.databaseUrl!]);
      } else {
        dbFile = 'database.pglite.tar';
        writeFileSync(path.join(work, dbFile), Buffer.from(await (await database.snapshot!()).arrayBuffer()));
      }
    } finally {
      await database.close();
    }
    const storage = await createStorage(config.storage);
    const files: Manifest['files'] = [];
    try {
      for await (const { key } of storage.list()) {
        const body = await storage.open(key);
        if (!body) continue;
        const target = path.join(work, 'files', key);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, body);
        files.push({ key, sizeBytes: readFileSync(target).length, sha256: await sha256File(target) });
      }
    } finally {
      await storage.close();
    }
    files.sort((a, b) => a.key.localeCompare(b.key));
    const manifest: Manifest = {
      format: 'portal-backup/1',
      createdAt: new Date().toISOString(),
      database: { kind: database.kind, file: dbFile, sha256: await sha256File(path.join(work, dbFile)), lastMigration: last, rows },
      files,
    };
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(outDir, { recursive: true });
    const archive = path.resolve(outDir, `portal-backup-${stamp()}.tar`);
    run('tar', ['-cf', archive, '-C', work, '.']);
    return { archive, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

/** Restores `archive` into the configured database and store; refuses a database holding data unless `force`. */
export async function restore(config: Config, archive: string, opts: { force?: boolean } = {}): Promise<Manifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  try {
    run('tar', ['-xf', archive, '-C', work]);
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'portal-backup/1') throw new Error(`not a portal backup: ${archive}`);
    const dbFile = path.join(work, path.basename(manifest.database.file));
    if ((await sha256File(dbFile)) !== manifest.database.sha256) throw new Error('the database dump does not match its checksum');
    for (const f of manifest.files) {
      if (!isStorageKey(f.key)) throw new Error(`not a storage key: ${f.key}`);
      if ((await sha256File(path.join(work, 'files', f.key))) !== f.sha256) throw new Error(`file ${f.key} does not match its checksum`);
    }
    if (manifest.database.kind === 'postgres') {
      if (!config.databaseUrl) throw new Error('a PostgreSQL backup restores into DATABASE_URL');
      const database = await openDatabase({ url: config.databaseUrl });
      try {
        const held = await database.pool!.query(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss')`);
        if (held.rows[0].n > 0 && !opts.force) throw new RestoreRefused('the database already holds the portal’s tables: restore into an empty database, or pass --force to replace them');
      } finally {
        await database.close();
      }
      run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', ...(opts.force ? ['--clean', '--if-exists'] : []), '-d', config.databaseUrl, dbFile]);
    } else {
      const dir = path.join(config.dataDir, 'db');
      if (existsSync(path.join(dir, 'PG_VERSION')) && !opts.force) throw new RestoreRefused(`${dir} already holds a database: pass --force to replace it`);
      rmSync(dir, { recursive: true, force: true });
      const database = await openDatabase({ pgliteDir: dir, pgliteSnapshot: new Blob([readFileSync(dbFile)]) });
      await database.close();
    }
    if (config.storage.kind !== 'disk') throw new Error('restoring files into S3 is not implemented yet: restore into STORAGE=disk and copy the folder into the bucket');
    for (const f of manifest.files) {
      const target = path.join(config.storage.dir, f.key);
      if (existsSync(target) && !opts.force) throw new RestoreRefused(`the store already holds ${f.key}: pass --force to replace it`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, readFileSync(path.join(work, 'files', f.key)));
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const i = rest.indexOf('--out');
    const { archive, manifest } = await backup(config, i >= 0 ? rest[i + 1] : 'backups');
    console.log(`backup: ${archive} (${manifest.database.kind}, ${Object.keys(manifest.database.rows).length} tables, ${manifest.files.length} files)`);
    return 0;
  }
  if (command === 'restore') {
    const archive = rest.find((a) => !a.startsWith('--'));
    if (!archive) throw new Error('usage: npm run restore -- ARCHIVE [--force]');
    const manifest = await restore(config, archive, { force: rest.includes('--force') });
    console.log(`restored ${archive}: ${Object.keys(manifest.database.rows).length} tables, ${manifest.files.length} files; start the portal to run the migrations forward`);
    return 0;
  }
  throw new Error('usage: backup.ts backup [--out DIR] | restore ARCHIVE [--force]');
}

if (import.meta.filename === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error instanceof RestoreRefused ? `refused: ${error.message}` : error.message);
      process.exit(error instanceof RestoreRefused ? 2 : 1);
    },
  );
}
