// Runs the API tests on a real PostgreSQL server. The run migrates one template database once
// (apps/api/src/test/global-setup.ts) and every test file copies it into its own database, dropped
// at the end of the file (apps/api/src/test/harness.ts). TEST_DATABASE_PREFIX (default
// `portal_test`) starts the name of every database the run creates.
// - TEST_DATABASE_URL set: on that server, connecting through that database.
// - Else, when a server answers on 127.0.0.1:5432 as postgres: in a database this run creates
//   and drops.
// - Else the run is skipped and the reason says how to enable it.
//
//   node scripts/test-pg.mjs [extra vitest arguments]      (npm run test:api:pg)
import { spawn } from 'node:child_process';
import pg from 'pg';

export const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const HOW_TO_ENABLE = `start PostgreSQL on 127.0.0.1:5432 with a postgres user that may create databases, or set TEST_DATABASE_URL=postgres://user:password@host:5432/postgres`;

function describe(url) {
  const u = new URL(url);
  return `${u.username || 'postgres'}@${u.host}${u.pathname}`;
}

async function connect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  return client;
}

/**
 * Where the API tests run on PostgreSQL: `{ url, where, drop }` (drop removes what this run
 * created), or `{ skipped }` with the reason and how to enable the run.
 */
export async function findPostgres(env = process.env) {
  if (env.TEST_DATABASE_URL) {
    // Asked for explicitly: a server that does not answer is an error, not a skip.
    const client = await connect(env.TEST_DATABASE_URL);
    await client.end();
    return { url: env.TEST_DATABASE_URL, where: `${describe(env.TEST_DATABASE_URL)} (TEST_DATABASE_URL)`, drop: async () => undefined };
  }
  let admin;
  try {
    admin = await connect(LOCAL_SERVER);
  } catch (error) {
    // A server's own refusal carries a severity; anything else means no server there.
    const why = error.severity ? `the server on 127.0.0.1:5432 refused user postgres ("${error.message}")` : `no PostgreSQL server answers on 127.0.0.1:5432 (${error.code ?? error.message})`;
    return { skipped: `${why}; to run them, ${HOW_TO_ENABLE}` };
  }
  const prefix = (env.TEST_DATABASE_PREFIX || 'portal_test').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const name = `${prefix}_run_${Date.now()}_${process.pid}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(LOCAL_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where: `database ${name} on 127.0.0.1:5432, created for this run`,
    drop: async () => {
      const client = await connect(LOCAL_SERVER);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Drops the database `url` names, connecting to the server's `postgres` database. */
export async function dropDatabase(url) {
  const maintenance = new URL(url);
  const name = maintenance.pathname.slice(1);
  maintenance.pathname = '/postgres';
  const client = await connect(maintenance.toString());
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** API tests of the embedded database alone (they open PGlite whatever the server): the PGlite step runs them, this run leaves them out. */
const EMBEDDED_ONLY_TESTS = ['**/ops/backup.test.ts'];

function runVitest(url, extraArgs) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api', ...EMBEDDED_ONLY_TESTS.flatMap((glob) => ['--exclude', glob]), ...extraArgs], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** `{ skipped }`, or `{ exitCode, where }` after running the API tests there. */
export async function runApiTestsOnPostgres(extraArgs = []) {
  const target = await findPostgres();
  if (target.skipped) return { skipped: target.skipped };
  console.log(`API tests on PostgreSQL: ${target.where}`);
  try {
    return { exitCode: await runVitest(target.url, extraArgs), where: target.where };
  } finally {
    await target.drop();
  }
}

if (import.meta.filename === process.argv[1]) {
  const result = await runApiTestsOnPostgres(process.argv.slice(2));
  if (result.skipped) console.log(`PostgreSQL run of the API tests skipped: ${result.skipped}.`);
  process.exit(result.exitCode ?? 0);
}
