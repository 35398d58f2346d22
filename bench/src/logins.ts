/**
 * Sign-ins under load (bench section `logins`):
 *
 * 1. **Raw argon2**: the bench process verifies the demo password against its stored hash (the
 *    one every bench member has) with as many checks at once as the portal lets run
 *    (`defaultPasswordConcurrency`, the same function the portal's configuration uses), for a
 *    fixed time: checks per second.
 * 2. **Portal sign-ins**: autocannon posts the `login` mutation for different members (a member's
 *    own failures limit is per account, so one account would measure the throttle, not the work),
 *    each connection from its own client address (the portal runs with TRUST_PROXY=1 here and
 *    every request names an `x-forwarded-for`): sign-ins per second, and the ratio to 1.
 *
 *    1 and 2 alternate, `settings.rounds` times each, as the lists and their twins do: measured one
 *    after the other once, the ratio followed whatever the machine's neighbours did in between
 *    (0.76× in one full run, 0.89× for the same build alone straight after it).
 * 3. **Burst**: the users list under load alone, then the same load while 100 sign-ins arrive at
 *    once (each from its own address): the list's p97.5 with and without the burst, and how the
 *    burst was answered (signed in, refused as busy with TOO_MANY_REQUESTS).
 */
import { verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { defaultPasswordConcurrency } from '../../apps/api/src/config';
import type { BenchContext } from './sections';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';

export type LoginFigures = {
  concurrency: number;
  /** Rounds of each, alternating (raw, portal, raw, portal…). */
  rounds: number;
  rawPerSec: number;
  portalPerSec: number;
  portalP97_5: number;
  portalFailures: number;
  listAlone: { reqPerSec: number; p97_5: number };
  listDuringBurst: { reqPerSec: number; p97_5: number };
  burst: { signedIn: number; busy: number; other: number; seconds: number };
};

/** Enabled members with the demo password (the bench seed's people), for sign-ins that are not throttled per account. */
async function memberEmails(databaseUrl: string, n: number): Promise<{ emails: string[]; hash: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; password_hash: string }>(
      `select email, password_hash from users where enabled and email not like '%@example.org' order by id limit $1`,
      [n],
    );
    if (rows.length < n) throw new Error(`logins: only ${rows.length} bench members (run npm run bench:seed)`);
    return { emails: rows.map((r) => r.email), hash: rows[0].password_hash };
  } finally {
    await client.end();
  }
}

/** `concurrency` argon2 checks at a time for `seconds`: checks per second. */
async function rawArgon2(hash: string, password: string, concurrency: number, seconds: number): Promise<number> {
  if (!(await verify(hash, password))) throw new Error('logins: the demo password does not match the members’ hash');
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await verify(hash, password);
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

const loginBody = (email: string, password: string) => JSON.stringify({ query: LOGIN, variables: { u: email, p: password } });

/** A distinct private address per index (for x-forwarded-for). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function runLogins(ctx: BenchContext): Promise<LoginFigures> {
  const seconds = ctx.settings.seconds;
  const { emails, hash } = await memberEmails(ctx.databaseUrl, 5_000);
  const password = ctx.admin.password;
  const concurrency = defaultPasswordConcurrency();

  // Portal sign-ins: every request another member, every connection another address.
  let next = 0;
  let failures = 0;
  const connections = 10;
  const portalSignIns = () =>
    autocannon({
      url: `${ctx.portal.url}/graphql`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = next++;
            return { ...req, headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i % connections) }, body: loginBody(emails[i % emails.length], password) };
          },
          onResponse: (status, body) => {
            if (status !== 200 || !body.includes('"token"')) failures++;
          },
        },
      ],
    });

  const raw: number[] = [];
  let signedIn = 0;
  let portalSeconds = 0;
  let portalP97_5 = 0;
  for (let round = 0; round < ctx.settings.rounds; round++) {
    raw.push(await rawArgon2(hash, password, concurrency, seconds));
    ctx.log(`  raw argon2 (${concurrency} at a time), round ${round + 1}: ${raw.at(-1)!.toFixed(1)}/s`);
    const failedBefore = failures;
    const result = await portalSignIns();
    const failed = failures - failedBefore;
    const roundSignedIn = result.requests.total - failed;
    signedIn += roundSignedIn;
    portalSeconds += result.duration;
    portalP97_5 = Math.max(portalP97_5, result.latency.p97_5);
    ctx.log(`  portal sign-ins, round ${round + 1}: ${(roundSignedIn / result.duration).toFixed(1)}/s (${failed} not signed in), p97.5 ${result.latency.p97_5} ms`);
  }
  const rawPerSec = raw.reduce((sum, x) => sum + x, 0) / raw.length;
  const portalPerSec = signedIn / portalSeconds;

  // The users list alone, then during a burst of 100 sign-ins.
  const list = ctx.usersListRequest();
  const listLoad = (s: number) => ctx.load(list, { connections: 10, seconds: s });
  const alone = await listLoad(seconds);
  const burstStart = performance.now();
  const burstEmails = emails.slice(1_000, 1_100);
  const duringPromise = listLoad(seconds);
  const outcomes = await Promise.all(
    burstEmails.map(async (email, i) => {
      const res = await fetch(`${ctx.portal.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(1_000 + i) },
        body: loginBody(email, password),
      });
      const text = await res.text();
      return text.includes('"token"') ? 'signedIn' : text.includes('TOO_MANY_REQUESTS') ? 'busy' : 'other';
    }),
  );
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const during = await duringPromise;
  const count = (k: string) => outcomes.filter((o) => o === k).length;
  return {
    concurrency,
    rounds: ctx.settings.rounds,
    rawPerSec,
    portalPerSec,
    portalP97_5,
    portalFailures: failures,
    listAlone: { reqPerSec: alone.reqPerSec, p97_5: alone.p97_5 },
    listDuringBurst: { reqPerSec: during.reqPerSec, p97_5: during.p97_5 },
    burst: { signedIn: count('signedIn'), busy: count('busy'), other: count('other'), seconds: burstSeconds },
  };
}

export function formatLogins(f: LoginFigures, seconds: number): string {
  const ratio = f.portalPerSec / f.rawPerSec;
  const burstRatio = f.listDuringBurst.p97_5 / Math.max(1, f.listAlone.p97_5);
  return [
    `| measure | figure | target |`,
    `| --- | ---: | --- |`,
    `| raw argon2id checks, ${f.concurrency} at a time (the portal's limit; ${f.rounds} round(s) of ${seconds} s, alternating with the sign-ins) | ${f.rawPerSec.toFixed(1)}/s | |`,
    `| portal sign-ins (\`login\`, 10 connections, each request another member; p97.5 of the worst round) | ${f.portalPerSec.toFixed(1)}/s, p97.5 ${f.portalP97_5} ms, ${f.portalFailures} not signed in | |`,
    `| sign-ins / raw argon2 | ${ratio.toFixed(2)}× | ≥ 0.8×: ${ratio >= 0.8 ? 'met' : 'not met'} |`,
    `| users list alone (10 connections, ${seconds} s) | ${f.listAlone.reqPerSec.toFixed(1)}/s, p97.5 ${f.listAlone.p97_5} ms | |`,
    `| users list while 100 sign-ins arrive at once | ${f.listDuringBurst.reqPerSec.toFixed(1)}/s, p97.5 ${f.listDuringBurst.p97_5} ms (${burstRatio.toFixed(2)}×) | p97.5 ≤ 2×: ${burstRatio <= 2 ? 'met' : 'not met'} |`,
    `| the burst's 100 sign-ins | ${f.burst.signedIn} signed in, ${f.burst.busy} TOO_MANY_REQUESTS (busy), ${f.burst.other} other, in ${f.burst.seconds.toFixed(1)} s | |`,
  ].join('\n');
}
