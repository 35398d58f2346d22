/**
 * Several processes behind a load balancer (bench section `balancer`, issue 34): the users list
 * through HAProxy (deploy/haproxy.cfg, round robin) over two API processes, against one of those
 * processes alone, on the same database, alternating round by round. On this 2-core machine two
 * processes cannot do twice the work (the database and the load generator share the same cores):
 * the figure to read is how little the balancer's hop costs.
 */
import { startCluster } from '../../apps/api/test/drills/cluster';
import { combine, type LoadRequest, type LoadResult } from './load';
import type { BenchContext } from './sections';

export type BalancerFigures = { balanced: LoadResult; single: LoadResult };

export async function runBalancer(ctx: BenchContext): Promise<BalancerFigures> {
  const cluster = await startCluster(ctx.databaseUrl, { env: { LOG_LEVEL: 'warn', ACCESS_TOKEN_TTL: '7200' } });
  try {
    // One sign-in through the balancer: the same token serves on both processes (one JWT secret, sessions in PostgreSQL).
    const res = await fetch(`${cluster.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', variables: { u: ctx.admin.email, p: ctx.admin.password } }),
    });
    const token = ((await res.json()) as { data?: { login: { token: string } } }).data?.login.token;
    if (!token) throw new Error('balancer: sign-in through HAProxy failed');
    const usersList = ctx.usersListRequest();
    const at = (base: string): LoadRequest => ({ ...usersList, url: `${base}/graphql`, headers: { ...usersList.headers, authorization: `bearer ${token}` } });
    const sides = { balanced: at(cluster.url), single: at(cluster.apis[0].url) };
    for (const request of Object.values(sides)) await ctx.load(request, { seconds: ctx.settings.warmupSeconds });
    const rounds: Record<keyof typeof sides, LoadResult[]> = { balanced: [], single: [] };
    for (let round = 0; round < ctx.settings.rounds; round++) {
      for (const side of ['balanced', 'single'] as const) {
        const result = await ctx.load(sides[side]);
        if (result.failures) throw new Error(`balancer: the users list ${side} answered ${result.failures} failures`);
        rounds[side].push(result);
      }
    }
    const figures = { balanced: combine(rounds.balanced), single: combine(rounds.single) };
    ctx.log(`  users list: two processes behind HAProxy ${figures.balanced.reqPerSec.toFixed(1)}/s p97.5 ${figures.balanced.p97_5} ms, one process alone ${figures.single.reqPerSec.toFixed(1)}/s p97.5 ${figures.single.p97_5} ms, ratio ${(figures.balanced.reqPerSec / figures.single.reqPerSec).toFixed(2)}`);
    return figures;
  } finally {
    await cluster.close();
  }
}

export function formatBalancer(f: BalancerFigures): string {
  const row = (label: string, r: LoadResult) => `| ${label} | ${r.reqPerSec.toFixed(1)} | ${r.p50} ms | ${r.p97_5} ms |`;
  return [
    '| the users list (page 0, 50 rows), same database | req/s | p50 | p97.5 |',
    '| --- | ---: | ---: | ---: |',
    row('two API processes behind HAProxy (round robin)', f.balanced),
    row('one of those processes alone', f.single),
    '',
    `Ratio balanced / alone: **${(f.balanced.reqPerSec / f.single.reqPerSec).toFixed(2)}×** in requests per second, ${(f.balanced.p97_5 / f.single.p97_5).toFixed(2)}× at p97.5. Expected on this 2-core machine: about the same, not double (PostgreSQL, autocannon and both processes share the two cores); the point is that the balancer's hop costs little.`,
  ].join('\n');
}
