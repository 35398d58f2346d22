import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import type { JobQueue } from './jobs';
import type { Logger } from './logging';

/**
 * `/healthz`: the process answers (a load balancer or an orchestrator restarts it when it does not).
 * `/readyz`: it can serve: the database answers, every migration of this build is applied and,
 * in a server process (`requireQueue`), its job workers run; while it shuts down (`draining`) it
 * answers 503 so the load balancer sends it nothing new. Neither reads the request: no query
 * string, header or body changes the answer, and a failure is a 503, never a 500.
 */
export type Readiness = {
  /** A server process: ready only once `jobs.start()` ran (tests and the bench run without workers). */
  requireQueue: boolean;
  /** Set by the shutdown (main.ts): from then on `/readyz` answers 503. */
  draining: boolean;
};

/** How long a readiness check may take before it counts as failed (a database that hangs). */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`readiness check took more than ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(server: FastifyInstance, deps: { database: Database; jobs: JobQueue; logger: Logger; readiness: Readiness }) {
  const { database, jobs, logger, readiness } = deps;
  server.get('/healthz', async () => ({ status: 'ok' }));
  server.get('/readyz', async (_req, reply) => {
    const checks = { database: false, migrations: false, queue: !readiness.requireQueue || jobs.running, draining: readiness.draining };
    try {
      checks.migrations = await withTimeout(database.migrationsCurrent());
      checks.database = true;
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
    }
    if (checks.database && checks.migrations && checks.queue && !checks.draining) return { status: 'ok' };
    return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable', checks });
  });
}
