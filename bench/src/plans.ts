/** EXPLAIN (ANALYZE, BUFFERS) of the users list's statements, captured from the portal. */
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../../apps/api/src/platform/db';
import type { Captured, Statement } from './capture';

export type PlanResult = { label: string; targetMs: number; pageMs: number; totalMs: number; pagePlan: string; others: { sql: string; ms: number }[] };

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);

async function explain(client: pg.Client, s: Statement): Promise<string> {
  // Twice: the second run is the one reported (the first warms the cache as the load test would).
  await client.query(`explain (analyze, buffers) ${s.sql}`, s.params);
  const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function explainUsersList(databaseUrl: string, plans: Captured['plans']): Promise<PlanResult[]> {
  // With the portal's session settings: the plans are those its own connections get.
  const client = new pg.Client({ connectionString: databaseUrl, options: POSTGRES_SESSION_OPTIONS });
  await client.connect();
  try {
    const results: PlanResult[] = [];
    for (const p of plans) {
      const pagePlan = await explain(client, p.page);
      const others: PlanResult['others'] = [];
      for (const s of p.statements.filter((s) => s !== p.page)) others.push({ sql: s.sql, ms: executionMs(await explain(client, s)) });
      const pageMs = executionMs(pagePlan);
      results.push({ label: p.label, targetMs: p.targetMs, pageMs, totalMs: others.reduce((a, o) => a + o.ms, pageMs), pagePlan, others });
    }
    return results;
  } finally {
    await client.end();
  }
}

const shortSql = (sql: string) => (sql.length > 90 ? `${sql.slice(0, 90).replace(/\s+/g, ' ')}…` : sql.replace(/\s+/g, ' '));

export function plansMarkdown(results: PlanResult[]): string {
  const lines = [
    '| Users list | page SELECT (with its count) | other statements of the list | database time | target |',
    '|---|---:|---|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.pageMs.toFixed(1)} ms | ${r.others.map((o) => `${o.ms.toFixed(1)} ms`).join(', ') || 'none'} | ${r.totalMs.toFixed(1)} ms | < ${r.targetMs} ms: ${r.totalMs < r.targetMs ? 'met' : 'not met'} |`,
    ),
    '',
    'Execution times are from the second of two `EXPLAIN (ANALYZE, BUFFERS)` runs, no load on the portal.',
  ];
  for (const r of results) {
    lines.push('', `<details><summary>${r.label}: page SELECT, ${r.pageMs.toFixed(1)} ms</summary>`, '', '```', r.pagePlan, '```', '');
    for (const o of r.others) lines.push(`Also run by the list: \`${shortSql(o.sql)}\`: ${o.ms.toFixed(1)} ms`, '');
    lines.push('</details>');
  }
  return lines.join('\n');
}
