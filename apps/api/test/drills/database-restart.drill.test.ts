// PostgreSQL restarted under load (npm run test:drills): two API processes behind HAProxy on a
// PostgreSQL cluster of this drill's own, stopped and started again while clients write.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db';
import { enqueueExport } from '../../src/platform/exports/exports';
import { buildUser, TEST_PASSWORD } from '../../src/test/factories';
import { buildApi, gql, sleep, startCluster, waitUntil, type Cluster } from './cluster';
import { figures, writeLoad } from './load';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const SERVER_OFFLINE = 'El servidor se encuentra desconectado. Intente nuevamente en unos instantes.';

let postgres: PrivatePostgres;
let cluster: Cluster;
let database: Database;
let token: string;
let adminId: string;

beforeAll(async () => {
  buildApi();
  postgres = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database portal');
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, '/portal');
  cluster = await startCluster(url);
  database = await openDatabase({ url });
  const user = await buildUser(database.db, { roles: ['SYSADMIN'] });
  adminId = user.id;
  token = ((await gql(cluster.url, LOGIN, { u: user.email, p: TEST_PASSWORD })).body?.data?.login as { token: string }).token;
}, 600_000);

afterAll(async () => {
  await cluster?.close();
  await database?.close().catch(() => undefined);
  postgres?.remove();
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await database.pool!.query<{ n: number }>(sql, params)).rows[0].n;
}

describe('PostgreSQL restarted under load', () => {
  it('requests in flight fail at once with «servidor desconectado», the same processes serve again within seconds, no job is lost', async () => {
    const pids = cluster.apis.map((a) => a.child.pid);
    const prefix = `Restart ${Date.now()}`;
    const load = writeLoad(cluster.url, token, { prefix, workers: 8 });
    await sleep(2000);
    // Export jobs waiting on the queue as the database goes away.
    const jobs = await database.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push(await enqueueExport(tx, { export: 'users', format: 'CSV', filters: {}, requestedBy: adminId }));
      return ids;
    });
    const stopping = Date.now();
    postgres.stop();
    const down = Date.now();
    await sleep(3000);
    postgres.start();
    const up = Date.now();
    const back = await waitUntil('a write answered after the restart', () => load.outcomes.some((o) => o.ok && o.at > up), 30_000, 50).then(
      () => true,
      () => false,
    );
    if (!back) {
      const after = new Map<string, number>();
      for (const o of load.outcomes.filter((x) => x.at > up)) after.set(`${o.status} ${String(o.error).slice(0, 120)}`, (after.get(`${o.status} ${String(o.error).slice(0, 120)}`) ?? 0) + 1);
      await load.stop();
      throw new Error(`no write answered within 30 s of the database's return; answers since: ${[...after].map(([k, n]) => `${n} × ${k}`).join('; ')}\n${cluster.apis.map((a) => `${a.name}: ${a.log.join('').slice(-1500)}`).join('\n')}`);
    }
    const recoveryMs = Math.min(...load.outcomes.filter((o) => o.ok && o.at > up).map((o) => o.at)) - up;
    await sleep(2000);
    const outcomes = await load.stop();

    const rows = new Map((await database.pool!.query<{ name: string; n: number }>('select name, count(*)::int as n from institutions where name like $1 group by name', [`${prefix} %`])).rows.map((r) => [r.name, r.n]));
    const f = figures(outcomes, rows);
    const during = outcomes.filter((o) => !o.ok);
    const answers = new Map<string, number>();
    for (const o of during) answers.set(`${o.status} ${String(o.error).slice(0, 50)}`, (answers.get(`${o.status} ${String(o.error).slice(0, 50)}`) ?? 0) + 1);
    console.log(
      `database restart drill: sent ${f.sent}, answered ${f.answered}, failed ${f.failed} (no answer ${f.noAnswer}), lost ${f.lost}, applied twice ${f.appliedTwice}; ` +
        `stop took ${down - stopping} ms, down ${up - down} ms; first success ${recoveryMs} ms after the database was back; slowest request ${f.maxMs} ms; failures: ${[...answers].map(([k, n]) => `${n} × ${k}`).join('; ')}`,
    );
    expect(f.lost).toBe(0);
    expect(f.appliedTwice).toBe(0);
    // Not a hang: every request answered within seconds, each failure a 503 (from an API process,
    // its GraphQL answer with the client's words; from HAProxy once both are marked down, its page):
    // the web app shows both as «servidor desconectado». (A request with no answer at all was a
    // process that died: see db-connection-loss.test.ts.)
    expect(f.noAnswer).toBe(0);
    expect(f.maxMs).toBeLessThan(10_000);
    expect(during.length).toBeGreaterThan(0);
    for (const o of during) {
      if (o.error?.startsWith('503 ')) expect(o.status).toBe(503);
      else expect([o.status, o.error]).toEqual([503, SERVER_OFFLINE]);
    }
    expect(recoveryMs).toBeLessThan(10_000);
    // The same processes, not restarted.
    expect(cluster.apis.map((a) => a.child.pid)).toEqual(pids);
    expect(cluster.apis.every((a) => a.child.exitCode === null)).toBe(true);
    await waitUntil('both ready', async () => (await Promise.all(cluster.apis.map((a) => fetch(`${a.url}/readyz`)))).every((r) => r.status === 200), 30_000);
    // No job lost: each is done or still on the queue (one cut mid-run comes back when its run expires), none failed.
    const states = (await database.pool!.query<{ id: string; state: string }>('select id::text, state from pgboss.job where id = any($1::uuid[])', [jobs])).rows;
    console.log(`jobs enqueued before the restart: ${states.map((s) => s.state).join(', ')}`);
    expect(states).toHaveLength(jobs.length);
    await waitUntil('the waiting jobs run', async () => (await count(`select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state in ('created', 'retry')`, [jobs])) === 0, 60_000);
    expect(await count(`select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state = 'failed'`, [jobs])).toBe(0);
  }, 180_000);
});
