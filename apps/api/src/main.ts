import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoIfEmpty } from './seed/demo';
import { openDatabase } from './platform/db';
import { EMBEDDED_INIT_ENV, initEmbeddedInChild, needsEmbeddedInit } from './platform/embedded-init';
import { createStorage } from './platform/create-storage';
import { createLogger } from './platform/logging';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const pgliteDir = path.join(config.dataDir, 'db');
const embeddedInit = process.env[EMBEDDED_INIT_ENV] === '1';
if (!config.databaseUrl && !embeddedInit && needsEmbeddedInit(pgliteDir)) {
  logger.info({ dataDir: config.dataDir }, 'preparing a new embedded database');
  await initEmbeddedInChild();
}
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir,
  onConnectionError: (error) => logger.warn({ err: error }, 'database connection closed'),
});
await database.migrate();

if (embeddedInit) {
  // The short-lived child of initEmbeddedInChild: initdb (by opening), migrations, demo data; then exit.
  if (config.demoData) {
    const storage = await createStorage(config.storage);
    await seedDemoIfEmpty(database.db, logger, { storage });
    await storage.close();
  }
  await database.close();
  process.exit(0);
}

const { server, services, readiness } = await buildApp({ config, database, logger, requireQueue: true });
if (config.demoData) await seedDemoIfEmpty(database.db, logger, { storage: services.storage });
// Background jobs: e-mails and the periodic sweeps, shared with every process on the database.
await services.jobs.start();
await server.listen({ port: config.port, host: config.host });
logger.info({ url: config.publicUrl, database: database.kind, dataDir: config.dataDir }, 'portal listening');

/** The whole shutdown's bound: past it the process exits anyway (what a job still runs goes back to the queue when its expiry passes). */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * SIGTERM (or SIGINT): `/readyz` answers 503 at once and, after SHUTDOWN_DRAIN_MS (the time the
 * load balancer's health check needs to see it), the server stops accepting and finishes the
 * requests in flight; the job workers take nothing new and their running step finishes (or, past
 * its share of the time, is failed back to the queue for a retry); the pool closes; exit 0.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  setTimeout(() => {
    logger.error({ signal, ms: Date.now() - started }, 'shutdown took too long: exiting now');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  readiness.draining = true;
  logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: not ready any more');
  if (config.shutdownDrainMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  await server.close();
  const left = SHUTDOWN_LIMIT_MS - (Date.now() - started) - 1500;
  await services.jobs.stop(Math.max(1000, left));
  await database.close();
  logger.info({ signal, ms: Date.now() - started }, 'shut down');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
