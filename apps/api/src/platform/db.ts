import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index';
import { apiRoot } from './api-root';
import { installJobSchema } from './jobs';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; we type against node-postgres's. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * A bare SQL client for libraries that speak `query({ text, values })` (the throttles'
 * rate-limiter store): the pg pool itself, or an adapter over PGlite. Never inside a
 * transaction: on PGlite a query here waits for an open transaction to end.
 */
export type SqlClient = {
  query(q: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
};

export type Database = {
  db: Db;
  /** The same database for raw SQL (see `SqlClient`). */
  sqlClient: SqlClient;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Whether every migration of this build is applied (readiness: `/readyz`). */
  migrationsCurrent(): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Counts statements sent, for tests and benchmarks that check query counts. */
  statements: { count: number };
  /** PGlite only: the embedded client itself (the job queue runs its scripts through `exec`). */
  pglite?: PGlite;
  /** PostgreSQL only: the URL it was opened with (the job queue opens its own small pool). */
  url?: string;
  /** PostgreSQL only: the pool itself (exports read through a server-side cursor on one of its connections). */
  pool?: pg.Pool;
  /** PGlite only: the data directory as a tarball, which `openDatabase({ pgliteSnapshot })` loads. */
  snapshot?: () => Promise<Blob>;
};

const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/** The `when` of this build's last migration (drizzle stores it as the applied row's `created_at`). */
let lastMigration: number | undefined;
function lastMigrationMillis(): number {
  if (lastMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    lastMigration = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return lastMigration;
}

async function migrationsCurrentOn(run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<boolean> {
  const table = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0]?.present) return false;
  const applied = await run('select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations');
  return Number(applied.rows[0]?.last ?? 0) >= lastMigrationMillis();
}

/**
 * The advisory lock every process takes around its migrations (two processes starting together on
 * one database: the second waits, then finds nothing to do). PostgreSQL only: PGlite has one process.
 */
export const MIGRATION_LOCK = 72_693_401;

/**
 * The statement name `planOnce` asks for: on PostgreSQL the pool replaces it with a name of the
 * statement's own text, so each connection parses and plans that text once and then runs the
 * saved (generic) plan; PGlite runs it as any other statement.
 */
export const NAMED_BY_TEXT = 'portal_named_by_text';

/** At most this many texts get a name (a connection keeps each); further ones run unnamed. */
const MAX_NAMED_TEXTS = 500;

/** One name per statement text, for the whole process (`s1`, `s2`…). */
export function statementNames(max = MAX_NAMED_TEXTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < max) names.set(text, (name = `s${names.size + 1}`));
    return name;
  };
}

type QueryConfigLike = { name?: string; text?: string };

/** A pg client that gives statements sent with `NAMED_BY_TEXT` the name of their text. */
function textNamingClient(nameOf: (text: string) => string | undefined): typeof pg.Client {
  return class TextNamingClient extends pg.Client {
    query(...args: unknown[]): never {
      const config = args[0] as QueryConfigLike | null;
      if (config && typeof config === 'object' && config.name === NAMED_BY_TEXT) args[0] = { ...config, name: nameOf(String(config.text)) };
      return (pg.Client.prototype.query as (...a: unknown[]) => never).apply(this, args);
    }
  } as typeof pg.Client;
}

/**
 * Settings of every connection the app opens on PostgreSQL (a DATABASE_URL with `options=` of its
 * own takes precedence). No parallel workers: each of the app's statements answers one request,
 * and the other cores serve the other requests. A worker is a process started for one statement:
 * at 100,000 members the users list filtered by membership status was planned with one, which
 * took 88 ms on the bench's machine, 10 ms without (bench/README.md, 2026-11-26).
 *
 * No JIT either: PostgreSQL compiles a statement whose estimated cost passes `jit_above_cost`, and
 * the estimate of a read joining a few thousand rows to the users table can pass it while the read
 * itself takes a few milliseconds. The schedule grid's people of 600 panels ran in 6.6 ms and spent
 * 70 ms compiling (auto_explain on the bench database, 2026-11-29).
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/** The pool every PostgreSQL database of the app runs on: 10 connections that name `planOnce` statements. */
export function postgresPool(url: string): pg.Pool {
  return new pg.Pool({ connectionString: url, options: POSTGRES_SESSION_OPTIONS, max: 10, Client: textNamingClient(statementNames()) });
}

/**
 * `url` set → node-postgres pool on a real PostgreSQL.
 * Otherwise PGlite in `pgliteDir` (or in memory for `memory://`).
 */
export async function openDatabase(opts: { url?: string; pgliteDir?: string; pgliteSnapshot?: Blob; onConnectionError?: (error: Error) => void }): Promise<Database> {
  const statements = { count: 0 };
  const logger = { logQuery: () => void statements.count++ };
  if (opts.url) {
    const pool = postgresPool(opts.url);
    // A connection closed by the server (restart, failover, a dropped test database) must not crash
    // the process. The pool listens to its idle connections; one in use (a transaction between two
    // statements) needs a listener of its own. Its next statement then fails as «database
    // unavailable», and the pool drops it when it is released (test: db-connection-loss.test.ts).
    pool.on('connect', (client) => client.on('error', (error) => opts.onConnectionError?.(error)));
    // (The pool's own event repeats an idle connection's error, already heard above.)
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, logger });
    const database: Database = {
      db,
      sqlClient: {
        query: (q) => (statements.count++, pool.query({ text: q.text, values: q.values as unknown[], name: q.name })),
      },
      kind: 'postgres',
      url: opts.url,
      pool,
      // The job queue's own schema first: a migration of the app may move rows into it. Under the
      // advisory lock, held by one connection of the pool for the whole run.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await installJobSchema(database);
          await migratePg(db, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          lock.release();
        }
      },
      migrationsCurrent: () => migrationsCurrentOn((text) => pool.query(text)),
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      statements,
    };
    return database;
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the lists' search indexes (PostgreSQL ships it as a contrib extension; the
  // migration creates it on both). A snapshot (a dumped data directory, see `snapshot`) starts
  // the database from that state.
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}) });
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  const database: Database = {
    db,
    sqlClient: {
      async query(q) {
        statements.count++;
        const res = await client.query<Record<string, unknown>>(q.text, q.values as unknown[]);
        return { rows: res.rows, rowCount: res.affectedRows || res.rows.length };
      },
    },
    kind: 'pglite',
    pglite: client,
    migrate: async () => (await installJobSchema(database), await migratePglite(db as never, { migrationsFolder })),
    migrationsCurrent: () => migrationsCurrentOn((text) => client.query<Record<string, unknown>>(text)),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    statements,
    snapshot: () => client.dumpDataDir('none'),
  };
  return database;
}
