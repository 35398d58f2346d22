/**
 * The exports section: the portal streams the users list to a file through its `export` job, and
 * PostgreSQL's own `COPY (the same SELECT) TO STDOUT WITH CSV` runs on the same database, side by
 * side. Targets (issue 29 §3): a 1,000,000-row CSV with the portal's RSS at most 80 MB above idle
 * and at most 2× COPY's time; a 100,000-row XLSX at most 150 MB above idle. Then every other staff
 * list's export (`listExports`) written whole as XLSX, with the same memory target.
 *
 * The bench database has BENCH_MEMBERS people (100,000): the section adds the people the CSV needs
 * beyond them (disabled accounts named "Exportación …", set-based, one statement) and removes them
 * at the end, so the other sections keep their data.
 */
import { spawn } from 'node:child_process';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index';
import { compiled, orderedSelect } from '../../apps/api/src/platform/exports/source';
import { usersExport } from '../../apps/api/src/modules/users/users.export';
import { adminGql } from './portal-gql';
import type { BenchContext } from './sections';

const CSV_ROWS = Number(process.env.BENCH_EXPORT_CSV_ROWS ?? 1_000_000);
const EXTRA_MARK = 'Exportación';

type Run = { rows: number; seconds: number; bytes: number; idleMb: number; peakMb: number };
export type ExportFigures = { csv: Run; xlsx: Run; copy: { rows: number; seconds: number; bytes: number }; lists: (Run & { label: string })[] };

/**
 * The other staff lists' exports, each written whole as XLSX in its list's default order (the
 * mutation the web's «Exportar» sends, without filters). `variablesFrom` as in lists.ts.
 */
export const listExports: { label: string; field: string; mutation: string; variablesFrom?: string }[] = [
  {
    label: 'Reporte de miembros (exportMemberReport)',
    field: 'exportMemberReport',
    mutation: `mutation ($format: ExportFormat!) { exportMemberReport(filter: { year: ${new Date().getFullYear()} }, format: $format, sort: "name", direction: ASC) { url jobId rows } }`,
  },
  {
    label: 'Reporte de inscripciones (exportInscriptionReport)',
    field: 'exportInscriptionReport',
    mutation: 'mutation ($format: ExportFormat!, $conferenceId: ID!) { exportInscriptionReport(filter: { conferenceId: $conferenceId }, format: $format, sort: "date", direction: ASC) { url jobId rows } }',
    variablesFrom: 'select id::text as "conferenceId" from conferences where is_current',
  },
  { label: 'Pagos en línea (exportOnlinePayments)', field: 'exportOnlinePayments', mutation: 'mutation ($format: ExportFormat!) { exportOnlinePayments(format: $format, sort: "created", direction: DESC) { url jobId rows } }' },
  { label: 'Pagos manuales (exportManualPayments)', field: 'exportManualPayments', mutation: 'mutation ($format: ExportFormat!) { exportManualPayments(format: $format, sort: "created", direction: DESC) { url jobId rows } }' },
  { label: 'Estados de cuenta (exportAccountsReport)', field: 'exportAccountsReport', mutation: 'mutation ($format: ExportFormat!) { exportAccountsReport(format: $format, sort: "pending", direction: DESC) { url jobId rows } }' },
  { label: 'Créditos (exportCredits)', field: 'exportCredits', mutation: 'mutation ($format: ExportFormat!) { exportCredits(format: $format, sort: "created", direction: ASC) { url jobId rows } }' },
  {
    label: 'Líneas de un extracto (exportBankLines)',
    field: 'exportBankLines',
    mutation: 'mutation ($format: ExportFormat!, $importId: ID!) { exportBankLines(format: $format, importId: $importId, sort: "row", direction: ASC) { url jobId rows } }',
    variablesFrom: 'select max(id)::text as "importId" from bank_imports',
  },
  {
    label: 'Propuestas: presentaciones (exportConferenceProposals)',
    field: 'exportConferenceProposals',
    mutation:
      'mutation ($format: ExportFormat!, $conferenceId: ID!) { exportConferenceProposals(format: $format, conferenceId: $conferenceId, kind: PRESENTACION, sort: "createdAt", direction: DESC) { url jobId rows } }',
    variablesFrom: 'select id::text as "conferenceId" from conferences where is_current',
  },
  {
    label: 'Inscripciones de una edición (exportConferenceInscriptions)',
    field: 'exportConferenceInscriptions',
    mutation:
      'mutation ($format: ExportFormat!, $conferenceId: ID!) { exportConferenceInscriptions(format: $format, conferenceId: $conferenceId, sort: "name", direction: ASC) { url jobId rows } }',
    variablesFrom: 'select id::text as "conferenceId" from conferences where is_current',
  },
  {
    label: 'Paneles fijos de una edición (exportFixedPanels)',
    field: 'exportFixedPanels',
    mutation: 'mutation ($format: ExportFormat!, $conferenceId: ID!) { exportFixedPanels(format: $format, conferenceId: $conferenceId, sort: "name", direction: ASC) { url jobId rows } }',
    variablesFrom: 'select id::text as "conferenceId" from conferences where is_current',
  },
  {
    label: 'Postulaciones a un premio (exportAwardApplications)',
    field: 'exportAwardApplications',
    mutation: 'mutation ($format: ExportFormat!, $awardId: ID!) { exportAwardApplications(format: $format, awardId: $awardId, sort: "createdAt", direction: ASC) { url jobId rows } }',
    variablesFrom: 'select a.id::text as "awardId" from awards a join conferences c on c.id = a.conference_id where c.is_current order by a.id limit 1',
  },
  {
    label: 'Evaluadas: presentaciones (exportEvaluatedProposals)',
    field: 'exportEvaluatedProposals',
    mutation:
      'mutation ($format: ExportFormat!, $conferenceId: ID!) { exportEvaluatedProposals(format: $format, conferenceId: $conferenceId, kind: PRESENTACION, sort: "updatedAt", direction: DESC) { url jobId rows } }',
    variablesFrom: 'select id::text as "conferenceId" from conferences where is_current',
  },
  {
    label: 'Paneles regulares con sus ponencias (exportPanels)',
    field: 'exportPanels',
    mutation: 'mutation ($format: ExportFormat!, $conferenceId: ID!) { exportPanels(format: $format, conferenceId: $conferenceId, kind: PANEL_REGULAR, sort: "name", direction: ASC) { url jobId rows } }',
    variablesFrom: 'select id::text as "conferenceId" from conferences where is_current',
  },
];

const EXPORT = 'mutation ($format: ExportFormat!, $search: String) { exportUsers(format: $format, search: $search) { url jobId rows } }';
const PROGRESS = 'query ($id: ID!) { jobProgress(id: $id) { state done total result error } }';

/** Asks for an export, samples the portal's RSS every 50 ms until its file is written, then downloads it. */
async function timedExport(ctx: BenchContext, format: 'CSV' | 'XLSX', search: string | null, ask: { field: string; mutation: string; variables?: Record<string, unknown> } = { field: 'exportUsers', mutation: EXPORT }): Promise<Run> {
  await new Promise((r) => setTimeout(r, 1000));
  const idleMb = ctx.rssMb(ctx.portal.pid).now;
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, ctx.rssMb(ctx.portal.pid).now)), 50);
  const started = performance.now();
  try {
    const answer = await adminGql<Record<string, { url: string | null; jobId: string | null; rows: number | null }>>(ctx, ask.mutation, { format, ...(ask.field === 'exportUsers' ? { search } : {}), ...ask.variables });
    const exportUsers = answer[ask.field];
    let url = exportUsers.url;
    let rows = exportUsers.rows ?? 0;
    while (!url) {
      await new Promise((r) => setTimeout(r, 100));
      const { jobProgress } = await adminGql<{ jobProgress: { state: string; result: string | null; error: string | null } }>(ctx, PROGRESS, { id: exportUsers.jobId });
      if (jobProgress.state === 'FAILED' || jobProgress.state === 'CANCELLED') throw new Error(`export job ${jobProgress.state}: ${jobProgress.error}`);
      if (jobProgress.state === 'COMPLETED') ({ url, rows } = JSON.parse(jobProgress.result!) as { url: string; rows: number });
    }
    const seconds = (performance.now() - started) / 1000;
    const file = await fetch(`${ctx.portal.url}${url}`);
    let bytes = 0;
    for await (const chunk of file.body!) bytes += (chunk as Uint8Array).length;
    return { rows, seconds, bytes, idleMb, peakMb };
  } finally {
    clearInterval(sampler);
  }
}

/** `$n` parameters as SQL literals: COPY takes no bind parameters. */
function inlined(text: string, values: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const v = values[Number(n) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number') return String(v);
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}

/** PostgreSQL's own COPY of the export's SELECT, read by psql to its end. */
async function timedCopy(databaseUrl: string, selectText: string): Promise<{ rows: number; seconds: number; bytes: number }> {
  const started = performance.now();
  const child = spawn('psql', [databaseUrl, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', `copy (${selectText}) to stdout with csv`], { stdio: ['ignore', 'pipe', 'inherit'] });
  let bytes = 0;
  let rows = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`psql COPY ended with ${code}`);
  return { rows, seconds: (performance.now() - started) / 1000, bytes };
}

export async function runExports(ctx: BenchContext): Promise<ExportFigures> {
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
  const db = drizzle({ client: pool, schema });
  try {
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from users');
    const existing = Number(rows[0].n);
    ctx.log(`  exports: ${existing} people in the database`);
    // The XLSX first, on the seed's people (BENCH_MEMBERS, 100,000 by default).
    const xlsx = await timedExport(ctx, 'XLSX', null);
    ctx.log(`  XLSX: ${xlsx.rows} rows in ${xlsx.seconds.toFixed(1)} s, RSS ${xlsx.idleMb.toFixed(0)} → ${xlsx.peakMb.toFixed(0)} MB`);
    const extra = Math.max(0, CSV_ROWS - existing);
    if (extra) {
      ctx.log(`  adding ${extra} people for the CSV…`);
      await pool.query(
        `insert into users (email, document, first_name, last_name, password_hash, enabled)
         select 'exportacion' || g || '@bench.example.org', 'EXP' || g, 'Persona', $1 || ' ' || lpad(g::text, 7, '0'), 'x', false
         from generate_series(1, $2::int) g`,
        [EXTRA_MARK, extra],
      );
      await pool.query('analyze users');
    }
    try {
      const csv = await timedExport(ctx, 'CSV', null);
      ctx.log(`  CSV: ${csv.rows} rows in ${csv.seconds.toFixed(1)} s, RSS ${csv.idleMb.toFixed(0)} → ${csv.peakMb.toFixed(0)} MB`);
      const { text, values } = compiled(orderedSelect(usersExport.source(db, {})));
      const copy = await timedCopy(ctx.databaseUrl, inlined(text, values));
      ctx.log(`  COPY: ${copy.rows} rows in ${copy.seconds.toFixed(1)} s`);
      const lists: ExportFigures['lists'] = [];
      for (const list of listExports) {
        const variables = list.variablesFrom ? (await pool.query<Record<string, unknown>>(list.variablesFrom)).rows[0] : {};
        if (list.variablesFrom && (!variables || !Object.values(variables).every((v) => v != null))) continue;
        const run = await timedExport(ctx, 'XLSX', null, { field: list.field, mutation: list.mutation, variables });
        ctx.log(`  ${list.label}: ${run.rows} rows in ${run.seconds.toFixed(1)} s`);
        lists.push({ label: list.label, ...run });
      }
      return { csv, xlsx, copy, lists };
    } finally {
      if (extra) await removeAdded(pool);
    }
  } finally {
    await pool.end();
  }
}

const mb = (n: number) => n.toFixed(0);
const pass = (ok: boolean) => (ok ? 'yes' : '**no**');

export function formatExports(f: ExportFigures): string {
  const csvGrowth = f.csv.peakMb - f.csv.idleMb;
  const xlsxGrowth = f.xlsx.peakMb - f.xlsx.idleMb;
  const ratio = f.csv.seconds / f.copy.seconds;
  return [
    '| what | rows | time | file | portal RSS idle → peak | growth | target | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    `| users, CSV (export job, file written) | ${f.csv.rows.toLocaleString('en')} | ${f.csv.seconds.toFixed(1)} s | ${mb(f.csv.bytes / 1024 ** 2)} MB | ${mb(f.csv.idleMb)} → ${mb(f.csv.peakMb)} MB | ${mb(csvGrowth)} MB | ≤ 80 MB, ≤ 2× COPY | ${pass(csvGrowth <= 80 && ratio <= 2)} |`,
    `| PostgreSQL \`COPY (same SELECT) TO STDOUT WITH CSV\` (psql) | ${f.copy.rows.toLocaleString('en')} | ${f.copy.seconds.toFixed(1)} s | ${mb(f.copy.bytes / 1024 ** 2)} MB | | | | |`,
    `| users, XLSX (export job, file written) | ${f.xlsx.rows.toLocaleString('en')} | ${f.xlsx.seconds.toFixed(1)} s | ${mb(f.xlsx.bytes / 1024 ** 2)} MB | ${mb(f.xlsx.idleMb)} → ${mb(f.xlsx.peakMb)} MB | ${mb(xlsxGrowth)} MB | ≤ 150 MB | ${pass(xlsxGrowth <= 150)} |`,
    ...f.lists.map(
      (l) => `| ${l.label}, XLSX, whole list | ${l.rows.toLocaleString('en')} | ${l.seconds.toFixed(1)} s | ${mb(l.bytes / 1024 ** 2)} MB | ${mb(l.idleMb)} → ${mb(l.peakMb)} MB | ${mb(l.peakMb - l.idleMb)} MB | ≤ 150 MB | ${pass(l.peakMb - l.idleMb <= 150)} |`,
    ),
    '',
    `CSV export against COPY: ${ratio.toFixed(2)}× (target ≤ 2×). The export's time runs from the request to the job's completion (rows read through a server-side cursor, written to storage); COPY's until psql has read the last byte.`,
  ].join('\n');
}

/**
 * Removes the people the CSV run added. Nothing refers to them, so the foreign-key checks (one scan
 * of every referencing table per row: hours for 900,000 rows) are skipped for this one transaction.
 */
async function removeAdded(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(`delete from users where email like 'exportacion%@bench.example.org' and last_name like $1`, [`${EXTRA_MARK} %`]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
