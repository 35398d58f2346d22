import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) => h.app.server.inject({ method: 'GET', url, headers });

describe('/healthz and /readyz', () => {
  it('answer ok on a migrated database, whatever the request carries', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const hostile = ['/readyz', '/readyz?x=%00%ff', `/readyz?${'a'.repeat(5000)}`, '/readyz?checks[]=1&__proto__[x]=1'];
    for (const url of hostile) {
      const res = await get(url, { 'x-request-id': '\u0000<script>', accept: '*/*;q=\u00ff', authorization: 'Bearer nada' });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect((await h.app.server.inject({ method, url: '/readyz', payload: '{' })).statusCode).toBeLessThan(500);
  });

  it('is not ready while draining, nor when the job workers must run and do not', async () => {
    h.app.readiness.draining = true;
    const draining = await get('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'unavailable', checks: { database: true, migrations: true, draining: true } });
    h.app.readiness.draining = false;
    h.app.readiness.requireQueue = true;
    expect((await get('/readyz')).json()).toMatchObject({ checks: { queue: false } });
    h.app.readiness.requireQueue = false;
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('is not ready when a migration of this build is missing; /healthz still answers', async () => {
    const last = await h.database.db.execute(sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const row = last.rows[0] as { id: number; created_at: string };
    await h.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${Number(row.created_at) - 1} where id = ${row.id}`);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { database: true, migrations: false } });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await h.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${row.created_at} where id = ${row.id}`);
    }
  });
});
