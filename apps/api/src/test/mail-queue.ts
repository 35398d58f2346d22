import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db';
import { MAIL_KIND } from '../platform/mail';

/** An e-mail job as tests read it: the message, its state and how many attempts were made. */
export type QueuedMail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  attempts: number;
  startAfter: Date;
  completedOn: Date | null;
  lastError: string | null;
};

/** The e-mails in the job queue (optionally those to one address), oldest first. */
export async function queuedMail(db: Executor, to?: string): Promise<QueuedMail[]> {
  const { rows } = (await db.execute(sql`
    select id, data, state, retry_count, started_on, start_after, completed_on, output
    from pgboss.job where name = ${MAIL_KIND} ${to ? sql`and data->>'to' = ${to}` : sql``}
    order by created_on, id`)) as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => {
    const data = r.data as { to: string; subject: string; html: string; text: string };
    const output = r.output as { message?: string } | null;
    return {
      id: String(r.id),
      ...data,
      state: r.state as QueuedMail['state'],
      // pg-boss counts retries when a job starts again: a job that started made retry_count + 1 attempts.
      attempts: r.started_on ? Number(r.retry_count) + 1 : 0,
      startAfter: new Date(r.start_after as string),
      completedOn: r.completed_on ? new Date(r.completed_on as string) : null,
      lastError: r.state === 'completed' ? null : (output?.message ?? null),
    };
  });
}
