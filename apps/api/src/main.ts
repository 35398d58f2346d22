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
  onIdleError: (error) => logger.warn({ err: error }, 'idle database connection closed'),
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

const { server, services } = await buildApp({ config, database, logger });
if (config.demoData) await seedDemoIfEmpty(database.db, logger, { storage: services.storage });
// Background jobs: e-mails and the periodic sweeps, shared with every process on the database.
await services.jobs.start();
await server.listen({ port: config.port, host: config.host });
logger.info({ url: config.publicUrl, database: database.kind, dataDir: config.dataDir }, 'portal listening');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    await services.jobs.stop();
    await database.close();
    process.exit(0);
  });
}
