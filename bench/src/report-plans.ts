/**
 * The three reports' statements at the bench's size, and each one's database time:
 * `npx tsx bench/src/report-plans.ts` (BENCH_DATABASE_URL as `npm run bench`). Each report's page
 * is read once through the app's own read functions on the portal's pool, counting and keeping its
 * statements; each is then run twice with EXPLAIN (ANALYZE, BUFFERS) and the second's execution
 * time printed. Targets (issue 33): at most 3 statements, each ≤ 200 ms, the totals ≤ 300 ms.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/db/schema/index';
import { POSTGRES_SESSION_OPTIONS, postgresPool, type Executor } from '../../apps/api/src/platform/db';
import { accountCollected, accountPage, accountTotals } from '../../apps/api/src/modules/reports/accounts.read';
import { inscriptionReport } from '../../apps/api/src/modules/reports/inscriptions.read';
import { memberReport } from '../../apps/api/src/modules/reports/members.read';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
type Statement = { text: string; values: unknown[] };

async function main() {
  const pool = postgresPool(url);
  let seen: Statement[] = [];
  const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (q: unknown, values?: unknown[]) => {
    if (typeof q === 'string') seen.push({ text: q, values: values ?? [] });
    else if (q && typeof q === 'object' && 'text' in q) seen.push({ text: String((q as { text: string }).text), values: ((q as { values?: unknown[] }).values ?? values ?? []) as unknown[] });
    return query(q, values);
  };
  const db = drizzle({ client: pool, schema }) as unknown as Executor;
  const { rows } = await pool.query<{ id: string }>('select id::text from conferences where is_current');
  const year = new Date().getFullYear();
  const reports: [string, () => Promise<unknown>][] = [
    ['Miembros (year, page 0, by name)', () => memberReport(db, { year, page: 0, pageSize: 50, sort: 'name', direction: 'ASC' })],
    ['Miembros (year, OWING)', () => memberReport(db, { year, status: 'OWING', page: 0, pageSize: 50 })],
    ['Inscripciones (current edition)', () => inscriptionReport(db, { conferenceId: rows[0].id, page: 0, pageSize: 50 })],
    ['Estados de cuenta: page (most owed first)', () => accountPage(db, { page: 0, pageSize: 50 })],
    ['Estados de cuenta: totals', () => accountTotals(db, {})],
    ['Estados de cuenta: chart', () => accountCollected(db, {})],
  ];
  const client = new pg.Client({ connectionString: url, options: POSTGRES_SESSION_OPTIONS });
  await client.connect();
  for (const [label, run] of reports.filter(([l]) => !process.env.REPORT_PLANS_ONLY || l.includes(process.env.REPORT_PLANS_ONLY))) {
    seen = [];
    const started = performance.now();
    await run();
    const wall = performance.now() - started;
    const statements = seen;
    const times: string[] = [];
    for (const s of statements) {
      await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.values);
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.rows.map((r) => r['QUERY PLAN']).join('\n'))?.[1] ?? NaN);
      times.push(`${ms.toFixed(1)} ms`);
      if (process.env.REPORT_PLANS_VERBOSE) console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    console.log(`${label}: ${statements.length} statement(s); EXPLAIN execution ${times.join(', ')}; first call ${wall.toFixed(0)} ms`);
  }
  await client.end();
  await pool.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
