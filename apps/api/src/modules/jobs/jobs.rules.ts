import { sql, type SQL } from 'drizzle-orm';
import type { JobState } from '../../platform/jobs';

/** The states the jobs screen shows: pg-boss's `created` and `retry` are both "queued". */
export const jobStates = ['QUEUED', 'RUNNING', 'FAILED', 'COMPLETED', 'CANCELLED'] as const;
export type JobStateView = (typeof jobStates)[number];

export function stateView(state: JobState): JobStateView {
  switch (state) {
    case 'created':
    case 'retry':
      return 'QUEUED';
    case 'active':
      return 'RUNNING';
    case 'failed':
      return 'FAILED';
    case 'completed':
      return 'COMPLETED';
    case 'cancelled':
      return 'CANCELLED';
  }
}

/** The queue's states a shown state stands for, as an SQL condition on `state`. */
export function stateCondition(view: JobStateView): SQL {
  const states: Record<JobStateView, JobState[]> = {
    QUEUED: ['created', 'retry'],
    RUNNING: ['active'],
    FAILED: ['failed'],
    COMPLETED: ['completed'],
    CANCELLED: ['cancelled'],
  };
  return sql`state::text in (${sql.join(
    states[view].map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/** Internal kinds of the queue itself (pg-boss's `__pgboss__…`) are not the app's jobs. */
export const APP_KINDS = sql`name not like '\\_\\_pgboss\\_\\_%'`;

/** The error the person who asked for a job reads: a domain error's own (Spanish) message, else a general one. */
export const GENERAL_JOB_ERROR = 'La tarea no pudo completarse. Intente nuevamente más tarde; si vuelve a fallar, avise a la administración del portal.';

export function userErrorOf(output: unknown): string {
  const o = output as { name?: string; message?: string } | null;
  return o?.name === 'DomainError' && o.message ? o.message : GENERAL_JOB_ERROR;
}

/** The technical error of a failed attempt (for SYSADMIN): its message. */
export function technicalErrorOf(output: unknown): string | null {
  const o = output as { message?: string; value?: unknown } | null;
  if (!o) return null;
  if (typeof o.message === 'string') return o.message;
  return o.value === undefined ? null : String(o.value);
}
