// Drills on two API processes behind HAProxy (npm run test:drills; needs PostgreSQL and haproxy).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db';
import { enqueueExport } from '../../src/platform/exports/exports';
import { FAKE_MP_ACCESS_TOKEN, FAKE_MP_WEBHOOK_SECRET, startFakeMercadoPago, type FakeMercadoPago } from '../../src/test/fake-mercadopago-server';
import { buildCharge, buildUser, TEST_PASSWORD } from '../../src/test/factories';
import { startSmtpReceiver, type SmtpReceiver } from '../../src/test/smtp-receiver';
import { buildApi, gql, sleep, startCluster, waitUntil, type Cluster } from './cluster';
import { figures, writeLoad } from './load';
import { buildPayAndDecide, payAndDecideEffects, payAndDecideLoad, receiptNumbering } from './pay-and-decide';

const server = process.env.TEST_DATABASE_URL!;
let cluster: Cluster;
let database: Database;
let dbName: string;
let adminToken: string;
let mp: FakeMercadoPago;
let smtp: SmtpReceiver;

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token refreshToken } }';
const REFRESH = 'mutation ($r: String!) { refreshToken(refreshToken: $r) { token refreshToken } }';
const ME = '{ me { id email } }';
const PAY = 'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { payment { id } } }';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function count(sql: string, params: unknown[]): Promise<number> {
  return (await database.pool!.query<{ n: number }>(sql, params)).rows[0].n;
}

/** Jobs of `kind` not yet finished (created, waiting to retry or running). */
const unfinishedJobs = (kind: string) => count(`select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`, [kind]);

async function rowsByName(prefix: string): Promise<Map<string, number>> {
  const res = await database.pool!.query<{ name: string; n: number }>('select name, count(*)::int as n from institutions where name like $1 group by name', [`${prefix} %`]);
  return new Map(res.rows.map((r) => [r.name, r.n]));
}

beforeAll(async () => {
  buildApi();
  dbName = `portal_drill_${Date.now()}`;
  await admin(`create database ${dbName}`);
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  // Mercado Pago outside the machine is faked at the HTTP level; the e-mails go to a real SMTP receiver.
  mp = await startFakeMercadoPago({ accessToken: FAKE_MP_ACCESS_TOKEN, webhookSecret: FAKE_MP_WEBHOOK_SECRET });
  smtp = await startSmtpReceiver();
  // Both processes start on the empty database at once: one migrates, the other waits on the lock.
  cluster = await startCluster(url.toString(), {
    env: { MERCADOPAGO_ACCESS_TOKEN: FAKE_MP_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET: FAKE_MP_WEBHOOK_SECRET, MERCADOPAGO_API_URL: mp.url, PAYMENTS_SIMULATED_CHECKOUT: 'false', SMTP_URL: smtp.url },
  });
  database = await openDatabase({ url: url.toString() });
  const user = await buildUser(database.db, { roles: ['SYSADMIN'] });
  const res = await gql(cluster.url, LOGIN, { u: user.email, p: TEST_PASSWORD });
  adminToken = (res.body?.data?.login as { token: string }).token;
}, 600_000);

afterAll(async () => {
  await cluster?.close();
  await database?.close();
  await mp?.close();
  await smtp?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe('two processes, one portal', () => {
  it('a sign-in on one serves the other; a refresh rotated on one is seen by the other; reuse revokes', async () => {
    const [a, b] = cluster.apis;
    const user = await buildUser(database.db, {});
    const login = (await gql(a.url, LOGIN, { u: user.email, p: TEST_PASSWORD })).body?.data?.login as { token: string; refreshToken: string };
    expect((await gql(b.url, ME, {}, login.token)).body?.data?.me).toMatchObject({ email: user.email });
    const rotated = (await gql(a.url, REFRESH, { r: login.refreshToken })).body?.data?.refreshToken as { token: string; refreshToken: string };
    expect(rotated.refreshToken).not.toBe(login.refreshToken);
    // The old refresh token again, on the other process: refused, and the session is revoked.
    const reuse = await gql(b.url, REFRESH, { r: login.refreshToken });
    expect(reuse.body?.errors?.length).toBeGreaterThan(0);
    const after = await gql(a.url, REFRESH, { r: rotated.refreshToken });
    expect(after.body?.errors?.length).toBeGreaterThan(0);
  });

  it('a throttle counts across both processes', async () => {
    const [a, b] = cluster.apis;
    const user = await buildUser(database.db, {});
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++) codes.push((await gql(i % 2 ? b.url : a.url, LOGIN, { u: user.email, p: `mala-${i}` })).body?.errors?.[0]?.extensions?.code);
    // Alternating processes, the lock comes at the account's limit, not at twice it.
    expect(codes).toContain('TOO_MANY_REQUESTS');
    const first = codes.indexOf('TOO_MANY_REQUESTS');
    console.log(`throttle across two processes: locked at failure ${first + 1} (alternating api1/api2)`);
  });
});

describe('delivered to both processes, applied once', () => {
  it('a Mercado Pago notification sent to each process twice at once: one approval, one receipt, one e-mail', async () => {
    const [a, b] = cluster.apis;
    const member = await buildUser(database.db, {});
    const charge = await buildCharge(database.db, { userId: member.id, amountCents: 4_500_000, description: 'Cuota de socio 2031' });
    const token = ((await gql(cluster.url, LOGIN, { u: member.email, p: TEST_PASSWORD })).body?.data?.login as { token: string }).token;
    const started = await gql(cluster.url, PAY, { ids: [String(charge.id)] }, token);
    const paymentId = (started.body?.data?.createPayment as { payment: { id: string } }).payment.id;
    const notification = mp.notification(mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId }));
    const deliver = (base: string) => fetch(`${base}${notification.url}`, { method: 'POST', headers: notification.headers, body: notification.payload });
    const answers = await Promise.all([deliver(a.url), deliver(b.url), deliver(a.url), deliver(b.url)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await waitUntil('the payment approved', async () => (await count(`select count(*)::int as n from payments where id = $1 and status = 'APPROVED'`, [paymentId])) === 1, 30_000);
    await waitUntil('the e-mails sent', async () => (await unfinishedJobs('mail')) === 0 && smtp.to(member.email).length > 0, 30_000);
    expect(await count('select count(*)::int as n from receipts where payment_id = $1', [paymentId])).toBe(1);
    expect(await count(`select count(*)::int as n from charges where id = $1 and status = 'PAID'`, [charge.id])).toBe(1);
    expect(smtp.to(member.email).filter((m) => m.subject === 'Su pago fue aprobado')).toHaveLength(1);
  }, 60_000);

  it('export jobs on the queue both processes work: each runs once', async () => {
    const owner = await buildUser(database.db, { roles: ['ADMIN'] });
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 6; i++) await enqueueExport(tx, { export: 'users', format: i % 2 ? 'CSV' : 'XLSX', filters: {}, requestedBy: owner.id });
    });
    await waitUntil('the exports written', async () => (await unfinishedJobs('export')) === 0, 60_000);
    expect(await count(`select count(*)::int as n from audit_log where action = 'export.created' and actor_id = $1`, [owner.id])).toBe(6);
    expect(await count('select count(*)::int as n from files where owner_id = $1', [owner.id])).toBe(6);
    expect(await count(`select count(*)::int as n from pgboss.job where name = 'export' and state = 'completed' and retry_count = 0 and data ->> 'requestedBy' = $1`, [owner.id])).toBe(6);
  }, 90_000);
});

describe('failure drills', () => {
  it('SIGKILL of one process mid write load (members paying, treasury approving, coordinators deciding): every success applied once, the other keeps answering', async () => {
    const data = await buildPayAndDecide(database, cluster.url, { members: 12, chargesEach: 20, proposals: 240 });
    const load = payAndDecideLoad(cluster.url, data, { members: 4, treasury: 2, coordinators: 3 });
    // Killed once a third of the work is sent; the rest goes through the load balancer to the survivor.
    await waitUntil('a third of the load sent', () => load.outcomes().length >= (data.reports.length + data.votes.length) / 3, 120_000, 20);
    const killedAt = Date.now();
    cluster.apis[0].child.kill('SIGKILL');
    await waitUntil('every report and vote sent', () => load.left().reports + load.left().votes === 0, 180_000);
    const outcomes = await load.stop();
    await cluster.start(0);
    const failures = new Map<string, number>();
    for (const o of outcomes) if (!o.ok) failures.set(String(o.error).slice(0, 60), (failures.get(String(o.error).slice(0, 60)) ?? 0) + 1);
    const effects = await payAndDecideEffects(database, data);
    const line = (kind: string) => {
      const f = figures(
        outcomes.filter((o) => o.name.startsWith(`${kind}:`)),
        new Map([...effects].filter(([key]) => key.startsWith(`${kind}:`))),
      );
      return `${kind}: sent ${f.sent}, answered ${f.answered}, failed ${f.failed} (no answer ${f.noAnswer}), lost ${f.lost}, applied twice ${f.appliedTwice}, applied though failed ${f.appliedDespiteFailure}`;
    };
    const f = figures(outcomes, effects);
    const numbering = await receiptNumbering(database);
    // Answered after HAProxy had marked the dead one down (2 checks × 500 ms): by the survivor.
    const answeredAfter = outcomes.filter((o) => o.ok && o.at > killedAt + 2000).length;
    console.log(
      `SIGKILL drill: sent ${f.sent}, answered ${f.answered}, failed ${f.failed} (no answer ${f.noAnswer}), lost ${f.lost}, applied twice ${f.appliedTwice}, applied though failed ${f.appliedDespiteFailure}; ` +
        `answered by the survivor from 2 s after the kill: ${answeredAfter} (of ${outcomes.filter((o) => o.at > killedAt + 2000).length}); receipts ${numbering.receipts}, numbers missing ${numbering.gaps}, repeated ${numbering.repeated}\n  ${['report', 'approve', 'vote'].map(line).join('\n  ')}` +
        `${failures.size ? `\n  failures: ${[...failures].map(([e, n]) => `${n} × ${e}`).join('; ')}; answered ${outcomes.filter((o) => !o.ok).map((o) => o.at - killedAt).join(', ')} ms after the kill` : ''}`,
    );
    expect(f.lost).toBe(0);
    expect(f.appliedTwice).toBe(0);
    expect(numbering).toMatchObject({ gaps: 0, repeated: 0 });
    expect(answeredAfter).toBeGreaterThan(0);
    expect(outcomes.filter((o) => !o.ok && o.at > killedAt + 2000)).toEqual([]);
  }, 240_000);

  it('rolling restart under SIGTERM loses no request', async () => {
    const prefix = `Rolling ${Date.now()}`;
    const load = writeLoad(cluster.url, adminToken, { prefix, workers: 8 });
    await sleep(2000);
    const stops: number[] = [];
    for (let i = 0; i < cluster.apis.length; i++) {
      const api = cluster.apis[i];
      const signalled = Date.now();
      api.child.kill('SIGTERM');
      const exit = await api.exited;
      stops.push(exit.at - signalled);
      expect(exit.code, api.log.join('')).toBe(0);
      await cluster.start(i);
      // HAProxy sees it ready again (rise 2 × 500 ms) before the other one goes.
      await sleep(1500);
    }
    await sleep(1000);
    const outcomes = await load.stop();
    const f = figures(outcomes, await rowsByName(prefix));
    const why = new Map<string, number>();
    for (const o of outcomes) if (!o.ok) why.set(String(o.error).slice(0, 60), (why.get(String(o.error).slice(0, 60)) ?? 0) + 1);
    console.log(`haproxy during the drills:\n${cluster.lbLog.join('').split('\n').filter((l) => /UP|DOWN|NOSRV|backend/i.test(l)).slice(-20).join('\n')}`);
    console.log(`rolling restart failures: ${[...why].map(([e, n]) => `${n} × ${e}`).join('; ') || 'none'}`);
    console.log(`rolling restart: sent ${f.sent}, answered ${f.answered}, failed ${f.failed}, lost ${f.lost}, applied twice ${f.appliedTwice}; SIGTERM to exit: ${stops.map((ms) => `${ms} ms`).join(', ')}`);
    expect(f.failed).toBe(0);
    expect(f.lost).toBe(0);
    expect(f.appliedTwice).toBe(0);
    for (const ms of stops) expect(ms).toBeLessThan(10_000);
    await waitUntil('both ready', async () => (await fetch(`${cluster.url}/readyz`)).status === 200);
  }, 180_000);
});
