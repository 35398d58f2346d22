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
import { openDatabase } from '../../src/platform/db';
import { installJobSchema } from '../../src/platform/jobs';
import { seedDemoIfEmpty } from '../../src/seed/demo';
import { createHarness, type Harness } from '../../src/test/harness';
import { testDatabasePrefix } from '../../src/test/global-setup';
import { backup, restore, tableRows, RestoreRefused } from '../../src/ops/backup';
import { storedChecksums, tableChecksums } from '../../src/test/backup-compare';
import { startS3Server } from '../../src/test/s3-server';

// On PostgreSQL (pg_dump, pg_restore): the demo database and its files (on disk, and in S3 with
// s3rver), backed up and restored into a fresh database and store; and an archive of the previous
// release's schema migrated forward.
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
const configFor = (databaseUrl: string, dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

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
  it.each(['disk', 's3'] as const)('the demo database and its files (%s): restored into a fresh database and store, same rows, same checksums', async (store) => {
    const started = Date.now();
    // In S3: the portal's files in one s3rver bucket, restored into another server's fresh bucket.
    const s3 = store === 's3' ? [await startS3Server('portal-source'), await startS3Server('portal-restored')] : [];
    const source = s3.length ? await createHarness({ env: s3[0].env }) : h;
    try {
      await seedDemoIfEmpty(source.db, pino({ level: 'silent' }), { storage: source.app.services.storage });
      const { archive, manifest } = await backup(configFor(source.databaseUrl!, source.config.dataDir, s3[0]?.env), tempDir());
      expect(path.basename(archive)).toMatch(/^portal-backup-\d{8}T\d{6}Z\.tar$/);
      expect(manifest.files.length).toBeGreaterThan(0);

      const target = configFor(await newDatabase(), tempDir(), s3[1]?.env);
      expect(target.storage.kind).toBe(store);
      await restore(target, archive);
      const restored = await openDatabase({ url: target.databaseUrl });
      try {
        expect(await tableRows(restored)).toEqual(manifest.database.rows);
        expect(await tableChecksums(restored)).toEqual(await tableChecksums(source.database));
        expect(await restored.migrationsCurrent()).toBe(true);
      } finally {
        await restored.close();
      }
      expect(await storedChecksums(target.storage)).toEqual(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256])));
      // Again into the same (now full) database: refused unless forced.
      await expect(restore(target, archive)).rejects.toBeInstanceOf(RestoreRefused);
      // A fresh database, but the store already holds the files: refused, the database left empty.
      const fresh = configFor(await newDatabase(), tempDir());
      await expect(restore({ ...fresh, storage: target.storage }, archive)).rejects.toThrow(/already holds .*pass --force/);
      const empty = await openDatabase({ url: fresh.databaseUrl });
      expect(Object.keys(await tableRows(empty))).toEqual([]);
      await empty.close();
      console.log(`backup/restore of the demo on PostgreSQL (files ${store === 's3' ? 'in S3' : 'on disk'}): ${Object.keys(manifest.database.rows).length} tables, ${Object.values(manifest.database.rows).reduce((a, b) => a + b, 0)} rows, ${manifest.files.length} files in ${Date.now() - started} ms`);
    } finally {
      if (source !== h) await source.close();
      for (const server of s3) await server.close();
    }
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
