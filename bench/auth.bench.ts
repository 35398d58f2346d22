/**
 * Auth benchmark: sign-ins (argon2id verification) and authenticated `me` queries per second,
 * in-process against app.ts on the embedded database. Prints figures; asserts nothing.
 *   npm run bench
 */
import { performance } from 'node:perf_hooks';
import { buildUser } from '../apps/api/src/test/factories';
import { createHarness } from '../apps/api/src/test/harness';

const h = await createHarness();
const user = await buildUser(h.db, { email: 'bench@example.org' });

async function measure(label: string, n: number, fn: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${label.padEnd(28)} n=${n}  ${(n / (total / 1000)).toFixed(1)}/s  p50=${p(0.5)} ms  p95=${p(0.95)} ms`);
}

await measure('login (argon2id verify)', 30, () => h.login(user.email));
const { token, refreshToken } = await h.login(user.email);
await measure('me (token + session check)', 300, () => h.gql('{ me { id roles activeMembership { year } } }', {}, { token }));
let current = refreshToken;
await measure('refreshToken (rotation)', 100, async () => {
  const res = await h.gql<{ refreshToken: { refreshToken: string } }>('mutation ($t: String!) { refreshToken(refreshToken: $t) { refreshToken } }', { t: current });
  current = res.data!.refreshToken.refreshToken;
});
const statements = await h.countStatements(() => h.gql('{ me { id roles conferenceRoles { role } activeMembership { year } } }', {}, { token }));
console.log(`SQL statements for one \`me\` request: ${statements}`);
await h.close();
