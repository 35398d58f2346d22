import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { badInput, conflict, notFound } from '../../platform/errors';
import type { JobState } from '../../platform/jobs';
import type { Page } from '../../platform/list';
import type { Services } from '../../platform/services';
import { APP_KINDS, stateCondition, stateView, technicalErrorOf, userErrorOf, type JobStateView } from './jobs.rules';

export type JobRow = {
  id: string;
  kind: string;
  label: string;
  state: JobStateView;
  attempts: number;
  maxAttempts: number;
  createdAt: Date;
  startAfter: Date;
  finishedAt: Date | null;
  error: string | null;
};

export type JobKindCounts = { kind: string; label: string; queued: number; running: number; failed: number };

export type JobProgressView = {
  id: string;
  state: JobStateView;
  done: number | null;
  total: number | null;
  /** The job's result (JSON) once it completed. */
  result: string | null;
  /** Why it failed, in Spanish, for the person who asked. */
  error: string | null;
};

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

function jobRow(services: Services, r: Raw): JobRow {
  const state = r.state as JobState;
  return {
    id: String(r.id),
    kind: String(r.name),
    label: services.jobs.label(String(r.name)),
    state: stateView(state),
    attempts: r.started_on ? Number(r.retry_count) + 1 : 0,
    maxAttempts: Number(r.retry_limit) + 1,
    createdAt: date(r.created_on),
    startAfter: date(r.start_after),
    finishedAt: r.completed_on ? date(r.completed_on) : null,
    error: state === 'completed' ? null : technicalErrorOf(r.output),
  };
}

/** Queued, running and failed jobs of each kind (kinds with none of them are left out). */
export async function jobCounts(services: Services): Promise<JobKindCounts[]> {
  const rows = rowsOf(
    await services.database.db.execute(sql`
      select name,
        count(*) filter (where state in ('created', 'retry'))::int as queued,
        count(*) filter (where state = 'active')::int as running,
        count(*) filter (where state = 'failed')::int as failed
      from pgboss.job where ${APP_KINDS} and state in ('created', 'retry', 'active', 'failed')
      group by name order by name`),
  );
  return rows.map((r) => ({ kind: String(r.name), label: services.jobs.label(String(r.name)), queued: Number(r.queued), running: Number(r.running), failed: Number(r.failed) }));
}

/** Jobs newest first, filtered by shown state and kind, one page at a time. */
export async function listJobs(
  services: Services,
  args: { state?: JobStateView | null; kind?: string | null; page?: number | null; pageSize?: number | null },
): Promise<Page<JobRow>> {
  const page = args.page ?? 0;
  const pageSize = args.pageSize ?? 10;
  const fields: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 0) fields.page = 'La página debe ser un número entero desde 0.';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) fields.pageSize = 'Las filas por página deben ser entre 1 y 100.';
  if (args.kind != null && !/^[a-z0-9-]{1,60}$/.test(args.kind)) fields.kind = 'El tipo de tarea no es válido.';
  if (Object.keys(fields).length) throw badInput(fields);
  const where = sql.join(
    [APP_KINDS, ...(args.state ? [stateCondition(args.state)] : []), ...(args.kind ? [sql`name = ${args.kind}`] : [])],
    sql` and `,
  );
  const db = services.database.db;
  const [items, counted] = await Promise.all([
    db.execute(sql`
      select id, name, state, retry_count, retry_limit, started_on, created_on, start_after, completed_on, output
      from pgboss.job where ${where} order by created_on desc, id limit ${pageSize} offset ${page * pageSize}`),
    db.execute(sql`select count(*)::int as n from pgboss.job where ${where}`),
  ]);
  return { items: rowsOf(items).map((r) => jobRow(services, r)), total: Number(rowsOf(counted)[0].n), totalCapped: false, page, pageSize };
}

async function findJob(services: Services, id: string): Promise<Raw | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const rows = rowsOf(
    await services.database.db.execute(sql`
      select j.id, j.name, j.state, j.retry_count, j.retry_limit, j.started_on, j.created_on, j.start_after, j.completed_on, j.output, j.data,
        p.done, p.total
      from pgboss.job j left join job_progress p on p.job_id = j.id
      where j.id = ${id} and ${APP_KINDS}`),
  );
  return rows[0] ?? null;
}

/**
 * A failed job back in the queue for one more attempt (audited). Only a failed one: any other
 * state is a CONFLICT with the state in Spanish.
 */
export async function retryJob(services: Services, actorId: string, id: string): Promise<JobRow> {
  const job = await findJob(services, id);
  if (!job) throw notFound('No se encontró la tarea.');
  if (job.state !== 'failed') throw conflict('JOB_NOT_FAILED', 'Solo se puede reintentar una tarea que falló.');
  await services.database.db.transaction(async (tx) => {
    await services.jobs.retry(tx, String(job.name), id);
    await recordAudit(tx, {
      actorId,
      action: 'job.retried',
      targetType: 'job',
      targetId: id,
      before: { kind: job.name, state: 'failed', attempts: Number(job.retry_count) + 1, error: technicalErrorOf(job.output) },
    });
  });
  services.jobs.notify(String(job.name));
  return jobRow(services, (await findJob(services, id))!);
}

/**
 * How far a job went, for the person who asked for it (`data.requestedBy`) or a SYSADMIN; anyone
 * else gets NOT_FOUND, as for a job that does not exist.
 */
export async function jobProgress(services: Services, viewer: { id: string; roles: readonly string[] }, id: string): Promise<JobProgressView> {
  const job = await findJob(services, id);
  const requestedBy = (job?.data as { requestedBy?: string } | null)?.requestedBy;
  if (!job || (requestedBy !== viewer.id && !viewer.roles.includes('SYSADMIN'))) throw notFound('No se encontró la tarea.');
  const state = stateView(job.state as JobState);
  return {
    id,
    state,
    done: job.done == null ? null : Number(job.done),
    total: job.total == null ? null : Number(job.total),
    result: state === 'COMPLETED' && job.output != null ? JSON.stringify(job.output) : null,
    error: state === 'FAILED' ? userErrorOf(job.output) : null,
  };
}
