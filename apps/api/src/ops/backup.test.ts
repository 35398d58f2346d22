// Backups of the embedded database (PGlite), with the files on disk and in S3 (s3rver on loopback):
// the demo seed backed up, restored into a fresh DATA_DIR (and a fresh bucket), compared per table
// and per file; and the refusals to overwrite. On PostgreSQL: apps/api/test/drills/backup.drill.test.ts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { createStorage } from '../platform/create-storage';
import { openDatabase } from '../platform/db';
import { s3Client } from '../platform/storage-s3';
import { seedDemoIfEmpty } from '../seed/demo';
import { storedChecksums, tableChecksums } from '../test/backup-compare';
import { startS3Server, type S3TestServer } from '../test/s3-server';
import { backup, restore, RestoreRefused, tableRows } from './backup';

const dirs: string[] = [];
const servers: S3TestServer[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
  dirs.push(d);
  return d;
};
const configFor = (dataDir: string, env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

afterAll(async () => {
  for (const s of servers) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The demo seed in `config`'s DATA_DIR/db and store; its per-table checksums, the portal stopped. */
async function seededDemo(config: Config) {
  const snapshot = inject('pgliteSnapshot');
  const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'db'), pgliteSnapshot: snapshot ? new Blob([readFileSync(snapshot)]) : undefined });
  try {
    if (!snapshot) await database.migrate();
    const storage = await createStorage(config.storage);
    try {
      await seedDemoIfEmpty(database.db, pino({ level: 'silent' }), { storage });
    } finally {
      await storage.close();
    }
    return await tableChecksums(database);
  } finally {
    await database.close();
  }
}

/** Restored `target` against the source: same rows and checksums per table, same files. */
async function expectRestored(target: Config, manifest: Awaited<ReturnType<typeof backup>>['manifest'], sums: Record<string, string>) {
  const restored = await openDatabase({ pgliteDir: path.join(target.dataDir, 'db') });
  try {
    expect(await tableRows(restored)).toEqual(manifest.database.rows);
    expect(await tableChecksums(restored)).toEqual(sums);
    expect(await restored.migrationsCurrent()).toBe(true);
  } finally {
    await restored.close();
  }
  expect(await storedChecksums(target.storage)).toEqual(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256])));
}

const summary = (manifest: Awaited<ReturnType<typeof backup>>['manifest']) =>
  `${Object.keys(manifest.database.rows).length} tables, ${Object.values(manifest.database.rows).reduce((a, b) => a + b, 0)} rows, ${manifest.files.length} files`;

// On PGlite whatever TEST_DATABASE_URL says; the PostgreSQL run leaves this file out (scripts/test-pg.mjs).
describe('backup and restore of the embedded database (PGlite)', () => {
  it('the demo with its files on disk: restored into a fresh DATA_DIR, same rows, checksums and files; a database holding data is refused unless forced', async () => {
    const started = Date.now();
    const source = configFor(tempDir());
    const sums = await seededDemo(source);
    const { archive, manifest } = await backup(source, tempDir());
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.files.length).toBeGreaterThan(0);

    const target = configFor(tempDir());
    await restore(target, archive);
    await expectRestored(target, manifest, sums);

    // Again into the same (now full) DATA_DIR: refused, unless forced.
    await expect(restore(target, archive)).rejects.toThrow(RestoreRefused);
    await expect(restore(target, archive)).rejects.toThrow(/already holds a database: pass --force/);
    await restore(target, archive, { force: true });
    await expectRestored(target, manifest, sums);

    // A fresh database but a store holding one of the files: refused before anything is written.
    const fresh = configFor(tempDir());
    await expect(restore({ ...fresh, storage: target.storage }, archive)).rejects.toThrow(/already holds \d{4}\/\d{2}\/.*pass --force/);
    expect(existsSync(path.join(fresh.dataDir, 'db'))).toBe(false);
    console.log(`PGlite backup/restore of the demo (files on disk): ${summary(manifest)} in ${Date.now() - started} ms`);
  }, 240_000);

  it('the demo with its files in S3: restored into a fresh DATA_DIR and a fresh bucket, same rows, checksums, files and content types', async () => {
    const started = Date.now();
    const [from, to] = [await startS3Server('portal-source'), await startS3Server('portal-restored')];
    servers.push(from, to);
    const source = configFor(tempDir(), from.env);
    const sums = await seededDemo(source);
    const { archive, manifest } = await backup(source, tempDir());
    expect(manifest.files.length).toBeGreaterThan(0);

    // A bucket that does not exist: said so, before anything is written.
    const missing = configFor(tempDir(), { ...to.env, S3_BUCKET: 'portal-missing' });
    await expect(restore(missing, archive)).rejects.toThrow('the bucket portal-missing does not exist: create it first');
    expect(existsSync(path.join(missing.dataDir, 'db'))).toBe(false);

    const target = configFor(tempDir(), to.env);
    await restore(target, archive);
    await expectRestored(target, manifest, sums);
    // Each object with the content type of its `files` row (as an upload stores it).
    const database = await openDatabase({ pgliteDir: path.join(target.dataDir, 'db') });
    const { rows } = await database.sqlClient.query({ text: 'select storage_key, content_type from files order by storage_key limit 1' });
    await database.close();
    const client = s3Client(target.storage as Extract<Config['storage'], { kind: 's3' }>);
    const head = await client.send(new HeadObjectCommand({ Bucket: to.bucket, Key: String(rows[0].storage_key) }));
    client.destroy();
    expect(head.ContentType).toBe(rows[0].content_type);

    // A fresh DATA_DIR, but the bucket already holds the files: refused, naming the bucket; forced, restored.
    const again = configFor(tempDir(), to.env);
    await expect(restore(again, archive)).rejects.toThrow(/the bucket portal-restored already holds .* pass --force/);
    expect(existsSync(path.join(again.dataDir, 'db'))).toBe(false);
    await restore(again, archive, { force: true });
    await expectRestored(again, manifest, sums);
    console.log(`PGlite backup/restore of the demo (files in S3): ${summary(manifest)} in ${Date.now() - started} ms`);
  }, 240_000);
});
