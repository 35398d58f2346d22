// Vitest global set-up for the API project: migrates one database once per run, and every test
// file starts from a copy of it instead of migrating its own (harness.ts, `freshDatabase`).
// - PostgreSQL (TEST_DATABASE_URL set): a migrated template database; each file runs
//   `CREATE DATABASE … TEMPLATE` on it. Dropped at the end of the run.
// - PGlite: a migrated data directory dumped to a tarball; each file loads it (`loadDataDir`).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database on TEST_DATABASE_URL's server ('' on PGlite). */
    templateDatabase: string;
    /** Path of the migrated PGlite data directory tarball ('' on PostgreSQL). */
    pgliteSnapshot: string;
  }
}

/** Test databases are named after this prefix (TEST_DATABASE_PREFIX, default `portal_test`). */
export const testDatabasePrefix = () => (process.env.TEST_DATABASE_PREFIX || 'portal_test').replace(/[^a-z0-9_]/gi, '_').toLowerCase();

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${testDatabasePrefix()}_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteSnapshot', '');
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-snapshot-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const dump = await database.snapshot!();
  await database.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', '');
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
