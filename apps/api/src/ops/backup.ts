// Backups of the portal: the database and the stored files in one dated archive with a manifest.
//
//   npm run backup [-- --out DIR]            → DIR/portal-backup-<UTC stamp>.tar (default ./backups)
//   npm run restore -- ARCHIVE [--force]      → into the configured (empty) database and store (disk or S3)
//
// Configuration as the portal's (DATABASE_URL, DATA_DIR, STORAGE, S3_*). PostgreSQL: `pg_dump -Fc`
// (a consistent snapshot taken by the server while the portal runs). Embedded PGlite: a dump of its
// data directory (stop the portal first: one process owns it). Files: every object the store lists
// (DATA_DIR/files or the S3 bucket). The manifest holds the sha256 of every part and the row count
// of every table; restore checks every checksum, then that neither the database nor the store holds
// data (unless --force), before it writes anything; files go back under their keys, to disk or S3.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { createStorage } from '../platform/create-storage';
import { openDatabase, type Database } from '../platform/db';
import { isStorageKey, type StorageConfig } from '../platform/storage';

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
  const q = (text: string) => database.sqlClient.query({ text });
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
  const res = await database.sqlClient.query({ text });
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

/** Where restored files go, at the keys they had: the disk store (DATA_DIR/files) or the S3 bucket. */
type FileTarget = { where: string; write(key: string, file: string, contentType: string): Promise<void>; close(): Promise<void> };

async function fileTarget(storage: StorageConfig): Promise<FileTarget> {
  if (storage.kind === 'disk') {
    return {
      where: storage.dir,
      async write(key, file) {
        const target = path.join(storage.dir, key);
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(file, target);
      },
      close: async () => undefined,
    };
  }
  const [{ PutObjectCommand }, { s3Client }] = await Promise.all([import('@aws-sdk/client-s3'), import('../platform/storage-s3')]);
  const client = s3Client(storage);
  return {
    where: `the bucket ${storage.bucket}`,
    async write(key, file, contentType) {
      const body = createReadStream(file);
      await client.send(new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: body, ContentLength: statSync(file).size, ContentType: contentType }));
    },
    close: async () => client.destroy(),
  };
}

/** The first of `keys` the configured store already holds (listing it once), or null. */
async function heldKey(storage: StorageConfig, keys: Set<string>): Promise<string | null> {
  const store = await createStorage(storage);
  try {
    for await (const { key } of store.list()) if (keys.has(key)) return key;
    return null;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (storage.kind === 's3' && name === 'NoSuchBucket') throw new Error(`the bucket ${storage.bucket} does not exist: create it first`, { cause: error });
    throw error;
  } finally {
    await store.close();
  }
}

/** Each stored file's content type, from the restored `files` table (S3 serves it with the object). */
async function contentTypes(database: Database): Promise<Map<string, string>> {
  const res = await database.sqlClient.query({ text: 'select storage_key, content_type from files' }).catch(() => ({ rows: [] }));
  return new Map(res.rows.map((r) => [String(r.storage_key), String(r.content_type)]));
}

/**
 * Restores `archive` into the configured database and store (disk or S3, at the same keys). Checks
 * every checksum first, then refuses a database holding the portal's tables, or a store holding one
 * of the files, unless `force`; only then writes anything.
 */
export async function restore(config: Config, archive: string, opts: { force?: boolean } = {}): Promise<Manifest> {
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new Error(`no such archive: ${archive}`);
  const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  try {
    try {
      run('tar', ['-xf', archive, '-C', work]);
    } catch {
      throw new Error(`not a portal backup (not a tar archive): ${archive}`);
    }
    const manifestFile = path.join(work, 'manifest.json');
    const manifest = (existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null) as Manifest | null;
    if (manifest?.format !== 'portal-backup/1') throw new Error(`not a portal backup (no manifest): ${archive}`);
    const dbFile = path.join(work, path.basename(manifest.database.file));
    if (!existsSync(dbFile) || (await sha256File(dbFile)) !== manifest.database.sha256) throw new Error('the database dump does not match its checksum');
    for (const f of manifest.files) {
      if (!isStorageKey(f.key)) throw new Error(`not a storage key: ${f.key}`);
      const file = path.join(work, 'files', f.key);
      if (!existsSync(file) || (await sha256File(file)) !== f.sha256) throw new Error(`file ${f.key} does not match its checksum`);
    }

    // Refusals, before anything is written.
    const dir = path.join(config.dataDir, 'db');
    if (manifest.database.kind === 'postgres') {
      if (!config.databaseUrl) throw new Error('a PostgreSQL backup restores into DATABASE_URL');
      const database = await openDatabase({ url: config.databaseUrl });
      try {
        const held = await database.pool!.query(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss')`);
        if (held.rows[0].n > 0 && !opts.force) throw new RestoreRefused('the database already holds the portal’s tables: restore into an empty database, or pass --force to replace them');
      } finally {
        await database.close();
      }
    } else {
      if (config.databaseUrl) throw new Error('an embedded (PGlite) backup restores into DATA_DIR/db: unset DATABASE_URL');
      if (existsSync(path.join(dir, 'PG_VERSION')) && !opts.force) throw new RestoreRefused(`${dir} already holds a database: pass --force to replace it`);
    }
    const target = await fileTarget(config.storage);
    try {
      const held = await heldKey(config.storage, new Set(manifest.files.map((f) => f.key)));
      if (held && !opts.force) throw new RestoreRefused(`${target.where} already holds ${held}: restore into an empty store, or pass --force to replace its files`);

      let database: Database;
      if (manifest.database.kind === 'postgres') {
        run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', ...(opts.force ? ['--clean', '--if-exists'] : []), '-d', config.databaseUrl!, dbFile]);
        database = await openDatabase({ url: config.databaseUrl });
      } else {
        rmSync(dir, { recursive: true, force: true });
        database = await openDatabase({ pgliteDir: dir, pgliteSnapshot: new Blob([readFileSync(dbFile)]) });
      }
      let types: Map<string, string>;
      try {
        types = await contentTypes(database);
      } finally {
        await database.close();
      }
      for (const f of manifest.files) await target.write(f.key, path.join(work, 'files', f.key), types.get(f.key) ?? 'application/octet-stream');
    } finally {
      await target.close();
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
    const unknown = rest.filter((a, j) => !(j === i || (i >= 0 && j === i + 1)));
    if ((i >= 0 && (!rest[i + 1] || rest[i + 1].startsWith('--'))) || unknown.length) throw new Error('usage: npm run backup [-- --out DIR]');
    const { archive, manifest } = await backup(config, i >= 0 ? rest[i + 1] : 'backups');
    console.log(`backup: ${archive} (${manifest.database.kind}, ${Object.keys(manifest.database.rows).length} tables, ${manifest.files.length} files)`);
    return 0;
  }
  if (command === 'restore') {
    const archives = rest.filter((a) => !a.startsWith('--'));
    const archive = archives[0];
    if (archives.length !== 1 || rest.some((a) => a.startsWith('--') && a !== '--force')) throw new Error('usage: npm run restore -- ARCHIVE [--force]');
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
