/**
 * Sign-ins against argon2, and a list during a burst of sign-ins (issue 8, "Logins off the hot path").
 * Standalone: `npx tsx bench/login-burst.ts [baseUrl] [username] [password]` against a running
 * portal (`npm start`, with TRUST_PROXY=1 so the burst can come from many client addresses).
 * Importable: `loginBurst(options)` returns the figures. Prints figures; asserts nothing.
 *
 * - Raw argon2: verifications per second in this process, as many at once as there are cores,
 *   of a hash made with the portal's parameters.
 * - Sign-in rate: successful `login`s per second (4 at once: one account allows 5 in flight).
 * - List p97.5: the `users` list (page of 50), 2 clients in a loop, alone and then while 100
 *   sign-ins arrive at once (unknown accounts, each from its own X-Forwarded-For address, so the
 *   throttles do not stop them before argon2; past the password queue they are refused).
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2 } from '../apps/api/src/modules/auth/passwords';

export type LoginBurstOptions = {
  baseUrl: string;
  /** An account allowed to read the users list (SYSADMIN or ADMIN). */
  username: string;
  password: string;
  /** Successful sign-ins timed for the sign-in rate (default 40). */
  logins?: number;
  /** Sign-ins in the burst (default 100). */
  burst?: number;
  /** How long the list is timed alone, in ms (default 5000). */
  baselineMs?: number;
};

export type LoginBurstFigures = {
  cores: number;
  rawArgon2PerSecond: number;
  loginPerSecond: number;
  loginToRawRatio: number;
  listP975BaselineMs: number;
  listP975DuringBurstMs: number;
  burstToBaselineRatio: number;
  listRequestsBaseline: number;
  listRequestsDuringBurst: number;
  burst: { total: number; refusedWrongPassword: number; refusedTooManyRequests: number; otherErrors: number; durationMs: number };
};

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const LIST = '{ users(page: 0, pageSize: 50) { total items { id } } }';

type Gql = { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };

async function gql(baseUrl: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Gql> {
  const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as Gql;
}

const p975 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.975 * sorted.length) - 1)];
};

/** Runs `fn` with `concurrency` workers until `count` runs are done; the wall time in ms. */
async function pool(count: number, concurrency: number, fn: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await fn(next++);
  }));
  return performance.now() - start;
}

async function rawArgon2Rate(password: string, count: number): Promise<number> {
  const digest = await hash(password, ARGON2);
  const ms = await pool(count, availableParallelism(), async () => void (await verify(digest, password)));
  return count / (ms / 1000);
}

/** List latencies from `clients` loops until `until()` says stop. */
async function listLatencies(baseUrl: string, token: string, clients: number, until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(Array.from({ length: clients }, async () => {
    while (!until()) {
      const t0 = performance.now();
      const res = await gql(baseUrl, LIST, {}, { authorization: `bearer ${token}` });
      if (res.errors) throw new Error(`users list failed: ${JSON.stringify(res.errors)}`);
      samples.push(performance.now() - t0);
    }
  }));
  return samples;
}

export async function loginBurst(o: LoginBurstOptions): Promise<LoginBurstFigures> {
  const baseUrl = o.baseUrl.replace(/\/+$/, '');
  const logins = o.logins ?? 40;
  const burstSize = o.burst ?? 100;
  const signIn = async () => {
    const res = await gql(baseUrl, LOGIN, { u: o.username, p: o.password });
    if (res.errors) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
    return (res.data!.login as { token: string }).token;
  };

  const token = await signIn();
  // Warm-up: the server's first argon2 and list calls.
  await signIn();
  await listLatencies(baseUrl, token, 1, ((n) => () => n-- <= 0)(5));

  const rawArgon2PerSecond = await rawArgon2Rate(o.password, logins);
  const loginMs = await pool(logins, 4, async () => void (await signIn()));
  const loginPerSecond = logins / (loginMs / 1000);

  const baselineEnd = performance.now() + (o.baselineMs ?? 5000);
  const baseline = await listLatencies(baseUrl, token, 2, () => performance.now() >= baselineEnd);

  let burstDone = false;
  const burstStart = performance.now();
  const run = Date.now().toString(36);
  const during = listLatencies(baseUrl, token, 2, () => burstDone);
  const outcomes = await Promise.all(
    Array.from({ length: burstSize }, (_, i) =>
      gql(baseUrl, LOGIN, { u: `rafaga-${run}-${i}@example.org`, p: 'una clave equivocada' }, { 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${(Date.now() >> 4) & 255}` })
        .then((r) => r.errors?.[0]?.extensions?.code ?? 'OK'),
    ),
  ).finally(() => (burstDone = true));
  const burstMs = performance.now() - burstStart;
  const duringBurst = await during;

  const count = (code: string) => outcomes.filter((c) => c === code).length;
  const listP975BaselineMs = p975(baseline);
  const listP975DuringBurstMs = p975(duringBurst);
  return {
    cores: availableParallelism(),
    rawArgon2PerSecond,
    loginPerSecond,
    loginToRawRatio: loginPerSecond / rawArgon2PerSecond,
    listP975BaselineMs,
    listP975DuringBurstMs,
    burstToBaselineRatio: listP975DuringBurstMs / listP975BaselineMs,
    listRequestsBaseline: baseline.length,
    listRequestsDuringBurst: duringBurst.length,
    burst: {
      total: burstSize,
      refusedWrongPassword: count('BAD_USER_INPUT'),
      refusedTooManyRequests: count('TOO_MANY_REQUESTS'),
      otherErrors: burstSize - count('BAD_USER_INPUT') - count('TOO_MANY_REQUESTS'),
      durationMs: burstMs,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:10000', username = 'sysadmin@example.org', password = 'portal-demo-2026'] = process.argv.slice(2);
  const f = await loginBurst({ baseUrl, username, password });
  const r = (n: number, d = 1) => n.toFixed(d);
  console.log(`cores ${f.cores}`);
  console.log(`raw argon2 verify   ${r(f.rawArgon2PerSecond)}/s`);
  console.log(`portal login        ${r(f.loginPerSecond)}/s   ratio ${r(f.loginToRawRatio, 2)} (target >= 0.80)`);
  console.log(`users list p97.5    ${r(f.listP975BaselineMs)} ms alone (n=${f.listRequestsBaseline}), ${r(f.listP975DuringBurstMs)} ms during the burst (n=${f.listRequestsDuringBurst})   ratio ${r(f.burstToBaselineRatio, 2)} (target <= 2)`);
  console.log(`burst of ${f.burst.total} logins in ${r(f.burst.durationMs, 0)} ms: ${f.burst.refusedWrongPassword} checked (wrong password), ${f.burst.refusedTooManyRequests} TOO_MANY_REQUESTS, ${f.burst.otherErrors} other`);
}
