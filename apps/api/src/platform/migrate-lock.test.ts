import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabasePrefix } from '../test/global-setup';
import { apiRoot } from './api-root';
import { openDatabase } from './db';

// Two migrators starting together on one empty PostgreSQL database (two pools, as two processes
// have): the advisory lock lets one migrate while the other waits, then finds nothing to do.
// PGlite has a single process: nothing to race there.
const server = process.env.TEST_DATABASE_URL;

describe.runIf(server)('migrations under the advisory lock', () => {
  it('two migrators at once on an empty database: both succeed, each migration applied once', async () => {
    const name = `${testDatabasePrefix()}_lock_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([openDatabase({ url: url.toString() }), openDatabase({ url: url.toString() })]);
    try {
      expect(await a.migrationsCurrent()).toBe(false);
      const started = Date.now();
      await Promise.all([a.migrate(), b.migrate()]);
      console.log(`two migrators on an empty database: ${Date.now() - started} ms`);
      const journal = JSON.parse(readFileSync(path.join(apiRoot, 'src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await a.pool!.query('select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations');
      expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
      expect(await a.migrationsCurrent()).toBe(true);
      expect(await b.migrationsCurrent()).toBe(true);
      const queues = await a.pool!.query(`select count(*)::int as n from information_schema.schemata where schema_name = 'pgboss'`);
      expect(queues.rows[0].n).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
