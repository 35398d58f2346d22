import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { apiRoot } from '../../src/platform/api-root';
import { openDatabase, type Database } from '../../src/platform/db';
import { installJobSchema } from '../../src/platform/jobs';
import { seedDemoIfEmpty } from '../../src/seed/demo';
import { createHarness, type Harness } from '../../src/test/harness';
import { testDatabasePrefix } from '../../src/test/global-setup';
import { backup, restore, sha256File, tableRows, RestoreRefused } from '../../src/ops/backup';

// On PostgreSQL (pg_dump, pg_restore): the demo database and its files, backed up and restored
// into a fresh database and store; and an archive of the previous release's schema migrated forward.
const server = process.env.TEST_DATABASE_URL;
const made: string[] = [];
const dirs: string[] = [];
let h: Harness;

async function newDatabase(): Promise<string> {
  const name = `${testDatabasePrefix()}_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(server!);
  url.pathname = `/${name}`;
  return url.toString();
}

const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
  dirs.push(d);
  return d;
};
const configFor = (databaseUrl: string, dataDir: string) => loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });

/** An md5 of every row of every table (rows ordered by their text). */
async function tableChecksums(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of Object.keys(await tableRows(database))) {
    const [schema, name] = t.split('.');
    const res = await database.pool!.query(`select coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as sum from "${schema}"."${name}" r`);
    out[t] = res.rows[0].sum;
  }
  return out;
}

beforeAll(async () => {
  if (server) h = await createHarness();
});
afterAll(async () => {
  await h?.close();
  if (!server) return;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.runIf(server)('backup and restore', () => {
  it('the demo database and its files: restored into a fresh database and store, same rows, same checksums', async () => {
    const started = Date.now();
    await seedDemoIfEmpty(h.db, pino({ level: 'silent' }), { storage: h.app.services.storage });
    const source = configFor(h.databaseUrl!, h.config.dataDir);
    const { archive, manifest } = await backup(source, tempDir());
    expect(path.basename(archive)).toMatch(/^portal-backup-\d{8}T\d{6}Z\.tar$/);
    expect(manifest.files.length).toBeGreaterThan(0);

    const target = configFor(await newDatabase(), tempDir());
    await restore(target, archive);
    const restored = await openDatabase({ url: target.databaseUrl });
    try {
      expect(await tableRows(restored)).toEqual(manifest.database.rows);
      expect(await tableChecksums(restored)).toEqual(await tableChecksums(h.database));
      expect(await restored.migrationsCurrent()).toBe(true);
    } finally {
      await restored.close();
    }
    for (const f of manifest.files) expect(await sha256File(path.join(target.dataDir, 'files', f.key))).toBe(f.sha256);
    // Again into the same (now full) database: refused unless forced.
    await expect(restore(target, archive)).rejects.toBeInstanceOf(RestoreRefused);
    console.log(`backup/restore of the demo: ${Object.keys(manifest.database.rows).length} tables, ${Object.values(manifest.database.rows).reduce((a, b) => a + b, 0)} rows, ${manifest.files.length} files in ${Date.now() - started} ms`);
  }, 300_000);

  it('an archive of the previous schema is restored and migrated forward', async () => {
    // The previous release: every migration but the last.
    const folder = tempDir();
    cpSync(path.join(apiRoot, 'src/db/migrations'), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));
    expect(readMigrationFiles({ migrationsFolder: folder }).length).toBe(journal.entries.length);
    const oldUrl = await newDatabase();
    const old = await openDatabase({ url: oldUrl });
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await installJobSchema(old);
    await migrate(old.db, { migrationsFolder: folder });
    await old.pool!.query(`insert into institutions (name) values ('Instituto de la versión anterior')`);
    expect(await old.migrationsCurrent()).toBe(false);
    await old.close();
    const { archive } = await backup(configFor(oldUrl, tempDir()), tempDir());

    const target = configFor(await newDatabase(), tempDir());
    await restore(target, archive);
    const restored = await openDatabase({ url: target.databaseUrl });
    try {
      expect(await restored.migrationsCurrent()).toBe(false);
      await restored.migrate();
      expect(await restored.migrationsCurrent()).toBe(true);
      const kept = await restored.pool!.query(`select count(*)::int as n from institutions where name = 'Instituto de la versión anterior'`);
      expect(kept.rows[0].n).toBe(1);
    } finally {
      await restored.close();
    }
  }, 300_000);
});
