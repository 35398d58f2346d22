/**
 * What a request costs before it reaches its list (bench section `floors`): the same load on
 * requests that do less and less, each step adding one layer of the portal's request path.
 *
 * 1. the bare twin's `GET /healthz`: node:http alone;
 * 2. the portal's `GET /healthz`: Fastify with the portal's hooks (request log line, security
 *    headers, compression check);
 * 3. `{ __typename }` without a token, its text new on every request (a number in a comment): the
 *    whole GraphQL layer (Yoga, its plugins, parse and validation with the GraphQL protections, the
 *    input net), no statement;
 * 3b. the same text every time: the text's parse and validation come from Yoga's cache, as for
 *    the app's own requests after their first;
 * 4. `{ __typename }` signed in: plus the session check (the token, then one statement);
 * 5. the bare twin's `me`: node:http and one small statement, for scale.
 *
 * Portal and twin alternate, round by round, as in `lists`. The machine time of one request is
 * 1000 / (requests per second) at saturation on this machine (both cores, autocannon included),
 * and each step's difference to the one before is what that layer costs.
 */
import { combine, type LoadRequest, type LoadResult } from './load';
import type { BenchContext } from './sections';

export type FloorRow = { label: string; result: LoadResult };

export async function runFloors(ctx: BenchContext): Promise<FloorRow[]> {
  const steps: { label: string; request: LoadRequest }[] = [
    { label: 'bare twin `GET /healthz` (node:http)', request: { url: `${ctx.bare.url}/healthz` } },
    { label: 'portal `GET /healthz` (Fastify and its hooks)', request: { url: `${ctx.portal.url}/healthz` } },
    {
      label: 'portal `{ __typename }`, no token, a new text each time (+ GraphQL layer: Yoga, parse, validation)',
      request: { url: `${ctx.portal.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, bodyOf: (n) => JSON.stringify({ query: `# ${n}\n{ __typename }` }) },
    },
    {
      label: 'portal `{ __typename }`, no token, the same text (parse and validation cached)',
      request: { url: `${ctx.portal.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) },
    },
    { label: 'portal `{ __typename }`, signed in (+ session check)', request: ctx.graphqlRequest('{ __typename }') },
    { label: 'bare twin `me` (node:http + one statement)', request: { url: `${ctx.bare.url}/me` } },
  ];
  const rounds: LoadResult[][] = steps.map(() => []);
  for (const step of steps) await ctx.load(step.request, { seconds: ctx.settings.warmupSeconds });
  for (let round = 0; round < ctx.settings.rounds; round++) {
    for (const [i, step] of steps.entries()) {
      const result = await ctx.load(step.request);
      if (result.failures) throw new Error(`floors: ${step.label} answered ${result.failures} failures`);
      rounds[i].push(result);
    }
  }
  return steps.map((step, i) => ({ label: step.label, result: combine(rounds[i]) }));
}

export function formatFloors(rows: FloorRow[]): string {
  const ms = (r: LoadResult) => 1000 / r.reqPerSec;
  const lines = [
    '| request | req/s | p97.5 | machine time per request | added by this step |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  rows.forEach((row, i) => {
    const added = i > 0 && i < 5 ? `${(ms(row.result) - ms(rows[i - 1].result)).toFixed(2)} ms` : '';
    lines.push(`| ${row.label} | ${row.result.reqPerSec.toFixed(1)} | ${row.result.p97_5} ms | ${ms(row.result).toFixed(2)} ms | ${added} |`);
  });
  return lines.join('\n');
}
