import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Executor } from './db';
import type { Logger } from './logging';

/**
 * Background jobs: one queue for all deferred work (e-mails, sweeps, exports), kept in the
 * database by pg-boss 10 in its own schema `pgboss`, on PGlite as on PostgreSQL.
 *
 * - A job is added with `enqueueJob(tx, kind, data)` inside the transaction of the change that
 *   causes it: the insert runs on that transaction's connection, so a rolled-back change leaves
 *   no job and a committed one always has its job.
 * - Each kind is a `JobDefinition` (retries with exponential back-off, then the final `failed`
 *   state; an optional cron schedule). pg-boss claims jobs with SKIP LOCKED, so each job runs on
 *   one process only, and creates a scheduled job once per period among all the processes that
 *   share the database.
 * - A job whose process dies while it runs stays `active` until its `expireInSeconds` pass;
 *   then the queue's maintenance puts it back (a retry), and it runs again elsewhere.
 */

export const JOB_SCHEMA = 'pgboss';

/** PostgreSQL's SQLSTATE for a transaction it ended to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/** What a job's handler is given. */
export type RunningJob<T> = {
  id: string;
  kind: string;
  data: T;
  /** How many times it was started, this one included. */
  attempt: number;
  /** Stores how far it went (shown by the web app's progress bar). */
  progress(done: number, total: number): Promise<void>;
};

export type JobDefinition<T = Record<string, unknown>> = {
  kind: string;
  /** What the jobs screen calls it (Spanish). */
  label: string;
  /** Retries after the first attempt (so attempts = retryLimit + 1). */
  retryLimit: number;
  /** Seconds before the first retry; later ones double (with jitter). */
  retryDelaySeconds: number;
  /** An attempt still running after this long is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  /** Cron expression (UTC): the kind also runs on this schedule, once per period for every process. */
  cron?: string;
  /** Jobs one process runs at once. */
  batchSize?: number;
  /** Its result is stored as the job's output (an object; shown by the jobs screen). */
  run(job: RunningJob<T>): Promise<Record<string, unknown> | void>;
};

/** pg-boss's `db`: one function that runs SQL with `$n` parameters. */
type BossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * A pg-boss statement on a drizzle executor (the app's database or an open transaction):
 * `$n` placeholders become drizzle parameters, so the statement runs on that connection.
 */
function executorDb(executor: Executor): BossDb {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      // `sql.param`: an array (`$2::uuid[]`) stays one parameter instead of a list.
      const chunks: SQL[] = parts.map((part, i) => (i % 2 ? sql`${sql.param(values[Number(part) - 1] ?? null)}` : sql.raw(part)));
      const result = (await executor.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

/** Sends jobs only (every send names its connection): never started, it opens nothing. */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('enqueueJob needs a connection')),
  },
  schema: JOB_SCHEMA,
  schedule: false,
  supervise: false,
  migrate: false,
});

/**
 * Adds a job of `kind`; call it inside the transaction of the change that causes it. Throws when
 * the kind's queue does not exist (the job would be lost otherwise): queues are created when the
 * app starts (`JobQueue.prepare`).
 */
export async function enqueueJob(tx: Executor, kind: string, data: Record<string, unknown>, opts: { startAfterSeconds?: number } = {}): Promise<string> {
  const id = await sender.send(kind, data, { db: executorDb(tx), ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}) });
  if (!id) throw new Error(`job queue "${kind}" does not exist`);
  return id;
}

/** The id of a job of `kind` still to run (queued, retrying or running) whose data has `key` = `value`, if any. */
export async function pendingJobId(db: Executor, kind: string, key: string, value: string | number): Promise<string | null> {
  const result = await db.execute(
    sql`select id from ${sql.raw(JOB_SCHEMA)}.job where name = ${kind} and state in ('created', 'retry', 'active') and data ->> ${key} = ${String(value)} order by created_on limit 1`,
  );
  return (result.rows[0] as { id: string } | undefined)?.id ?? null;
}

/**
 * pg-boss's connection to the app's database. PostgreSQL: its own small pool (pg-boss runs some
 * statements as one multi-statement script inside BEGIN … COMMIT). PGlite: the single embedded
 * connection; a script goes through `exec`, and one that fails is rolled back so the connection
 * is never left in an aborted transaction.
 */
function bossConnection(database: Database): { db?: BossDb; connectionString?: string; max?: number } {
  if (database.kind === 'postgres') return { connectionString: database.url, max: 2 };
  const client = database.pglite!;
  return {
    db: {
      async executeSql(text, values) {
        if (values && values.length) return client.query<Record<string, unknown>>(text, values);
        try {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        } catch (error) {
          await client.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      },
    },
  };
}

export type JobQueueOptions = {
  /** How often idle workers look for due jobs. */
  pollingIntervalSeconds?: number;
  /** How often expired attempts are put back and old jobs archived (one process does it each time). */
  maintenanceIntervalSeconds?: number;
  /** How often the schedules are checked. */
  cronMonitorIntervalSeconds?: number;
};

/**
 * Creates the queue's schema (pg-boss's own tables and functions), or brings an older one up to
 * date; idempotent. `Database.migrate` runs it before the app's migrations.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossConnection(database), schema: JOB_SCHEMA, migrate: true, schedule: false, supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: true, wait: true });
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/**
 * The app's queue: its job kinds, the workers that run them and the schedules. `prepare()` creates
 * each kind's queue (so jobs can be added); `start()` also starts the workers and schedules;
 * without it (tests) `runDue(kind)` runs what is due in the calling process.
 */
export class JobQueue {
  /** Adds, fetches, retries: no timers of its own (a process that never `start()`s runs nothing by itself). */
  private readonly boss: PgBoss;
  /** The workers, maintenance and schedules: made by `start()`. */
  private worker?: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly workerIds = new Map<string, string>();
  private prepared?: Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({ ...bossConnection(database), schema: JOB_SCHEMA, migrate: false, supervise: false, schedule: false });
    this.boss.on('error', (error) => this.logger.warn({ err: error }, 'job queue error'));
  }

  define<T>(definition: JobDefinition<T>): this {
    this.definitions.set(definition.kind, definition as unknown as JobDefinition<never>);
    return this;
  }

  get kinds(): string[] {
    return [...this.definitions.keys()];
  }

  /** The Spanish name of a kind (the kind itself when this process does not define it). */
  label(kind: string): string {
    return this.definitions.get(kind)?.label ?? kind;
  }

  /** Creates (or updates) the queue of every kind defined; jobs can be added once it resolves. */
  prepare(): Promise<void> {
    return (this.prepared ??= this.createQueues());
  }

  private async createQueues() {
    await this.boss.start();
    for (const d of this.definitions.values()) {
      const settings = { name: d.kind, policy: 'standard' as const, retryLimit: d.retryLimit, retryDelay: d.retryDelaySeconds, retryBackoff: true, expireInSeconds: d.expireInSeconds };
      // Processes starting at once may create the same new queue together: pg-boss's
      // create_queue then deadlocks (one process's insert into pgboss.queue waits for the other's,
      // which waits for the first to attach the queue's partition). PostgreSQL ends one of them;
      // that one tries again and finds the queue made.
      for (let attempt = 1; ; attempt++) {
        try {
          if (await this.boss.getQueue(d.kind)) await this.boss.updateQueue(d.kind, settings);
          else await this.boss.createQueue(d.kind, settings);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
        }
      }
    }
  }

  /**
   * Starts the workers and the schedules of every kind, and the queue's maintenance (expired
   * attempts back in the queue, old jobs archived): a server process does; tests use `runDue`.
   */
  async start(): Promise<void> {
    await this.prepare();
    const o = this.options;
    const worker = (this.worker = new PgBoss({
      ...bossConnection(this.database),
      schema: JOB_SCHEMA,
      migrate: false,
      supervise: true,
      schedule: true,
      maintenanceIntervalSeconds: o.maintenanceIntervalSeconds ?? 60,
      cronMonitorIntervalSeconds: o.cronMonitorIntervalSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.min(o.cronMonitorIntervalSeconds ?? 5, 5),
      monitorStateIntervalSeconds: 3600,
    }));
    worker.on('error', (error) => this.logger.warn({ err: error }, 'job queue error'));
    await worker.start();
    for (const d of this.definitions.values()) {
      const id = await worker.work<Record<string, unknown>>(
        d.kind,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async ([job]) => this.runOne(d, job),
      );
      this.workerIds.set(d.kind, id);
      if (d.cron) await worker.schedule(d.kind, d.cron, {}, { tz: 'UTC' });
      else await worker.unschedule(d.kind);
    }
  }

  /** Stops fetching; waits for the jobs under way (up to `timeoutMs`), then closes. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.worker) await this.worker.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
    if (!this.prepared) return;
    await this.prepared.catch(() => undefined);
    await this.boss.stop({ graceful: false, wait: true, close: true });
  }

  /** A worker of `kind` looks for due jobs now instead of at its next poll (after a commit that added one). */
  notify(kind: string): void {
    const id = this.workerIds.get(kind);
    if (id) this.worker?.notifyWorker(id);
  }

  /** Whether this process runs workers (`start()`). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /**
   * Runs, in this process, the jobs of `kind` that are due now, until none is left; each one is
   * claimed as a worker claims it (SKIP LOCKED), so several callers share them. For tests and for
   * processes that do not `start()`.
   */
  async runDue(kind: string): Promise<number> {
    const definition = this.definitions.get(kind);
    if (!definition) throw new Error(`unknown job kind "${kind}"`);
    await this.prepare();
    let ran = 0;
    for (;;) {
      const jobs = await this.boss.fetch<Record<string, unknown>>(kind, { batchSize: definition.batchSize ?? 10, includeMetadata: true });
      if (!jobs.length) return ran;
      for (const job of jobs) {
        try {
          const output = await this.runOne(definition, job);
          await this.boss.complete(kind, job.id, output ?? undefined);
        } catch (error) {
          await this.boss.fail(kind, job.id, error as object);
        }
        ran++;
      }
    }
  }

  private async runOne(definition: JobDefinition<never>, job: PgBoss.JobWithMetadata<Record<string, unknown>>) {
    const attempt = job.retryCount + 1;
    try {
      const output = await definition.run({
        id: job.id,
        kind: job.name,
        data: job.data as never,
        attempt,
        progress: (done, total) => recordProgress(this.database, job.id, done, total),
      });
      return output ?? undefined;
    } catch (error) {
      // pg-boss stores what the handler throws (serialized: message, stack) as the job's output.
      this.logger.warn({ err: error, job: { id: job.id, kind: job.name, attempt } }, 'job attempt failed');
      throw error;
    }
  }

  /** The queue's maintenance now (a `start()`ed process runs it on its interval): expired attempts back in the queue, old jobs archived. */
  async maintain(): Promise<void> {
    await this.prepare();
    await this.boss.maintain();
  }

  /** Puts a failed job back in the queue for one more attempt, on `tx`'s connection. */
  async retry(tx: Executor, kind: string, id: string): Promise<void> {
    await this.boss.retry(kind, id, { db: executorDb(tx) });
  }
}

/** Stores how far a job went (`done` of `total`). */
export async function recordProgress(database: Database, jobId: string, done: number, total: number): Promise<void> {
  await database.db.execute(sql`
    insert into job_progress (job_id, done, total, updated_at) values (${jobId}, ${done}, ${total}, now())
    on conflict (job_id) do update set done = excluded.done, total = excluded.total, updated_at = now()`);
}
