/**
 * Captures, from the portal's own code, the SQL each bench target runs: the app is built
 * in-process (the same source `scripts/build.mjs` bundles) on the bench database with a Drizzle
 * logger that records every statement, the way the test harness counts them (`h.countStatements`
 * reads the same hook). One request at a time, so the statements of a request are exactly those
 * logged while it runs.
 *
 * From the statements of one list request it takes the page SELECT (the statement whose
 * parameters hold the page size and the offset; else the last one with a LIMIT) and writes it to
 * bench/sql/<target>.sql, which the bare twin runs. Every `npm run bench` captures again, so the
 * twin follows whatever SQL the portal's lists run today; `git diff bench/sql` shows what changed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import * as schema from '../../apps/api/src/db/schema/index';
import { postgresPool, type Database } from '../../apps/api/src/platform/db';
import { DEMO_PASSWORD } from '../../apps/api/src/modules/accounts/accounts.seed';
import { BENCH_ADMIN_EMAIL } from './env';
import { benchTargets, planCases, USERS_QUERY, type BenchTarget } from './lists';
import { writeTwinFile, type TwinQuery } from './twin-files';

export type Statement = { sql: string; params: unknown[] };
export type Captured = {
  /** Statements the portal sends per request (session check included), by target name. */
  statementsPerRequest: Record<string, number>;
  /** Statements of a signed-in request that reads nothing (`{ __typename }`): the session check on its own. */
  sessionStatements: number;
  /** What each bare twin runs, by target name (also written to bench/sql/<name>.sql). */
  twins: Record<string, TwinQuery>;
  /** The users list's statements beyond the session check, per plan case. */
  plans: { label: string; targetMs: number; statements: Statement[]; page: Statement }[];
  /** The admin's id (the `me` twin's parameter). */
  adminId: string;
  /** Names of twins whose SQL differs from what bench/sql held before this run. */
  changed: string[];
};

export const sqlDir = path.join(import.meta.dirname, '..', 'sql');

/** The page SELECT among a list request's statements. */
export function pageStatement(statements: Statement[], pageSize: number, offset: number): Statement {
  const hasPageParams = (s: Statement) => s.params.includes(pageSize) && (offset === 0 || s.params.includes(offset));
  const withLimit = statements.filter((s) => /\blimit\b/i.test(s.sql));
  const found = withLimit.filter(hasPageParams).at(-1) ?? withLimit.at(-1);
  if (!found) throw new Error(`no statement with a LIMIT among:\n${statements.map((s) => s.sql).join('\n')}`);
  return found;
}

/**
 * The single statement `me`'s twin runs: what the portal's `me` answers (the account, its roles,
 * its congress roles with the edition's and the area's names, and this year's membership with its
 * category and whether its charge is settled), by id.
 */
const ME_TWIN_SQL = `select u.id, u.email, u.first_name, u.last_name, u.document,
  coalesce((select json_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '[]'::json) as roles,
  coalesce((select json_agg(json_build_object('role', cr.role, 'conferenceId', c.id, 'conferenceName', c.name, 'thematicAreaId', a.id, 'thematicAreaName', a.name))
    from conference_roles cr join conferences c on c.id = cr.conference_id left join thematic_areas a on a.id = cr.thematic_area_id
    where cr.user_id = u.id), '[]'::json) as conference_roles,
  (select json_build_object('id', m.id, 'year', m.year, 'terminatedMember', m.terminated_member, 'created', m.created_at, 'categoryId', mc.id, 'categoryName', mc.name, 'chargeStatus', ch.status)
    from memberships m join membership_categories mc on mc.id = m.category_id left join charges ch on ch.membership_id = m.id
    where m.user_id = u.id and m.year = extract(year from now())::int and not m.terminated_member limit 1) as active_membership
from users u where u.id = $1`;

export async function captureStatements(databaseUrl: string, log: (line: string) => void): Promise<Captured> {
  const statements: Statement[] = [];
  // The app's own pool (statements of `planOnce` named as in the running portal).
  const pool = postgresPool(databaseUrl);
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => void statements.push({ sql, params }) } });
  const counter = { count: 0 };
  const database: Database = {
    db,
    // The throttles' raw SQL (rate-limiter-flexible), recorded like Drizzle's statements.
    sqlClient: {
      query: (q) => {
        statements.push({ sql: q.text, params: q.values ?? [] });
        return pool.query({ text: q.text, values: q.values as unknown[], name: q.name });
      },
    },
    kind: 'postgres',
    // The job queue (pg-boss) opens its own connections from the URL; exports read through the pool.
    url: databaseUrl,
    pool,
    migrate: async () => undefined,
    migrationsCurrent: async () => true,
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    statements: counter,
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-capture-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'web'),
    LOG_LEVEL: 'silent',
  });
  const { server } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await server.ready();
  try {
    const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await server.inject({
        method: 'POST',
        url: '/graphql',
        payload: JSON.stringify({ query, variables }),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `bearer ${token}` } : {}) },
      });
      const body = res.json() as { data?: Record<string, unknown>; errors?: unknown[] };
      if (res.statusCode !== 200 || body.errors) throw new Error(`capture: ${query.slice(0, 60)}… answered ${res.statusCode} ${JSON.stringify(body.errors)}`);
      return body.data!;
    };
    /** The statements of one request, sent after a first one that warms whatever caches exist. */
    const statementsOf = async (query: string, variables: Record<string, unknown>, token: string) => {
      await gql(query, variables, token);
      const from = statements.length;
      await gql(query, variables, token);
      return statements.slice(from);
    };

    const login = (await gql('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: BENCH_ADMIN_EMAIL, p: DEMO_PASSWORD })) as {
      login: { token: string };
    };
    const token = login.login.token;
    // A request that reads nothing sends only the session check (apps/api/src/modules/auth/viewer.ts),
    // which every signed-in request sends first.
    const session = await statementsOf('{ __typename }', {}, token);
    const withoutSessionCheck = (own: Statement[]) => own.filter((s) => !session.some((check) => check.sql === s.sql));
    const me = (await gql('{ me { id } }', {}, token)) as { me: { id: string } };

    const statementsPerRequest: Record<string, number> = {};
    const twins: Record<string, TwinQuery> = {};
    const changed: string[] = [];
    for (const target of benchTargets) {
      const own = await statementsOf(target.query, target.variables, token);
      statementsPerRequest[target.name] = own.length;
      const twin = twinOf(target, withoutSessionCheck(own), me.me.id);
      twins[target.name] = twin;
      const note =
        target.kind === 'me'
          ? 'Hand-written single statement for the `me` twin (bench/src/capture.ts); $1 is the admin id of this run.'
          : `Captured by npm run bench from the portal's ${target.name} list, page 0, default sort: the bare twin runs exactly this.`;
      if (writeTwinFile(sqlDir, target.name, twin, note)) changed.push(target.name);
    }

    const plans: Captured['plans'] = [];
    for (const c of planCases) {
      const own = withoutSessionCheck(await statementsOf(USERS_QUERY, c.variables, token));
      const pageSize = Number(c.variables.pageSize);
      plans.push({ label: c.label, targetMs: c.targetMs, statements: own, page: pageStatement(own, pageSize, Number(c.variables.page) * pageSize) });
    }
    if (changed.length) log(`capture: the portal's SQL changed for ${changed.join(', ')}: bench/sql/ rewritten (commit it with the results)`);
    return { statementsPerRequest, sessionStatements: session.length, twins, plans, adminId: me.me.id, changed };
  } finally {
    await server.close();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function twinOf(target: BenchTarget, own: Statement[], adminId: string): TwinQuery {
  if (target.kind === 'me') return { sql: ME_TWIN_SQL, params: [adminId] };
  const pageSize = Number(target.variables.pageSize);
  const page = pageStatement(own, pageSize, Number(target.variables.page ?? 0) * pageSize);
  return { sql: page.sql, params: page.params };
}
