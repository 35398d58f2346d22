import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db';
import { isDatabaseUnavailable } from './pg-errors';

// A connection in use (a transaction between two statements) that the server closes: a restart,
// a failover, an administrator. PostgreSQL only (PGlite has no server to lose).
const server = process.env.TEST_DATABASE_URL;

describe.runIf(server)('a connection the server closes while in use', () => {
  it('fails that transaction as «database unavailable», the process goes on, and the pool serves the next request', async () => {
    const seen: Error[] = [];
    const database = await openDatabase({ url: server, onConnectionError: (error) => seen.push(error) });
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const [{ pid }] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The server's goodbye reaches the connection while no statement of it is running (the
          // pool listens only to idle connections: without a listener of its own, the process would crash).
          await expect.poll(() => seen.length).toBeGreaterThan(0);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(seen[0]).toMatchObject({ code: '57P01' });
      await database.ping();
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
