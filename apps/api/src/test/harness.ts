import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { conferenceRoles as conferenceRoleKinds, type ConferenceRoleKind, type GlobalRole } from '@portal/domain/roles';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { conferences } from '../db/schema/conferences';
import { openDatabase, type Database } from '../platform/db';
import { testDatabasePrefix } from './global-setup';
import { buildConference, buildUser, TEST_PASSWORD, type BuiltUser, type UserOverrides } from './factories';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

/** Who `h.signIn` signs in as: see there. */
export type SignInAs = GlobalRole | ConferenceRoleKind | GlobalRole[] | UserOverrides | { id: string; email: string; password?: string };

const isConferenceRole = (role: string): role is ConferenceRoleKind => (conferenceRoleKinds as readonly string[]).includes(role);

export const PUBLIC_URL = 'https://portal.asociacion.test';

/**
 * A fresh, migrated database: PGlite in memory loaded from the run's migrated snapshot, or a new
 * database on TEST_DATABASE_URL's server copied from the run's migrated template (both made once
 * per run by global-setup.ts). Without them (a file run outside the API project) it migrates.
 */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  /** What the global set-up provided; nothing outside Vitest (the bench runs the harness under tsx). */
  const provided = (key: 'pgliteSnapshot' | 'templateDatabase') => {
    try {
      return inject(key) ?? '';
    } catch {
      return '';
    }
  };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = provided('pgliteSnapshot');
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: snapshot ? new Blob([readFileSync(snapshot)]) : undefined });
    if (!snapshot) await database.migrate();
    return { database, drop: async () => undefined };
  }
  const template = provided('templateDatabase');
  const name = `${testDatabasePrefix()}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  if (!template) await database.migrate();
  return {
    database,
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** CREATE DATABASE, from `template` when given; two files copying it at once may collide: retried. */
async function createDatabase(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
      return;
    } catch (error) {
      // 55006: "source database … is being accessed by other users"
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export type GqlResult<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
};

export type Harness = Awaited<ReturnType<typeof createHarness>>;
/** What `h.signIn` answers: the session's tokens and the account. */
export type SignedIn = Awaited<ReturnType<Harness['signIn']>>;

/** The real app on a real database with a real SMTP receiver; requests go through Fastify in-process. */
export async function createHarness(opts: { env?: Record<string, string> } = {}) {
  const smtp: SmtpReceiver = await startSmtpReceiver();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: 'ayuda@asociacion.test',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'web'),
    ...opts.env,
  });
  const logLines: string[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, cb) => (logLines.push(String(chunk)), cb()) }));
  const { database, url: databaseUrl, drop } = await freshDatabase();
  const app: App = await buildApp({ config, database, logger });
  await app.server.ready();

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    o: { token?: string; authorization?: string; ip?: string; headers?: Record<string, string> } = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.authorization) headers.authorization = o.authorization;
    else if (o.token) headers.authorization = `bearer ${o.token}`;
    const res = await app.server.inject({ method: 'POST', url: '/graphql', payload: JSON.stringify({ query, variables }), headers, remoteAddress: o.ip ?? '127.0.0.1' });
    return { status: res.statusCode, ...(res.json() as object) };
  }

  /**
   * Sends a GraphQL multipart request (the upload spec), as a browser would: each entry of `files`
   * names the variable it fills (`file`, or a path like `data.image`).
   */
  async function gqlMultipart<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { bytes: Buffer; name: string; type: string }>,
    o: { token?: string; csrf?: boolean; ip?: string } = {},
  ): Promise<GqlResult<T>> {
    const boundary = `----portal${randomBytes(8).toString('hex')}`;
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const entries = Object.entries(files);
    const map = Object.fromEntries(entries.map(([variable], i) => [String(i), [`variables.${variable}`]]));
    const body = Buffer.concat([
      Buffer.from(part('operations', JSON.stringify({ query, variables }))),
      Buffer.from(part('map', JSON.stringify(map))),
      ...entries.flatMap(([, file], i) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
        file.bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (o.csrf !== false) headers['x-graphql-yoga-csrf'] = '1';
    if (o.token) headers.authorization = `bearer ${o.token}`;
    const res = await app.server.inject({ method: 'POST', url: '/graphql', payload: body, headers, remoteAddress: o.ip ?? '127.0.0.1' });
    let json: object = {};
    try {
      json = res.json() as object;
    } catch {
      // not GraphQL (refused before Yoga)
    }
    return { status: res.statusCode, ...json };
  }

  let testConference: Promise<typeof conferences.$inferSelect> | undefined;
  /** The congress every conference role of `signIn` belongs to unless told otherwise (built once). */
  const conference = () => (testConference ??= buildConference(database.db, { name: 'Congreso de prueba' }));

  async function login(username: string, password = TEST_PASSWORD, ip?: string) {
    const res = await gql<{ login: { token: string; refreshToken: string; expire: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token refreshToken expire } }',
      { u: username, p: password },
      { ip },
    );
    if (!res.data?.login) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
    return res.data.login;
  }

  /**
   * Signs in through the real `login` mutation. `as` is a role (global, or a conference role on
   * the harness's test congress, held by an account without global roles), a list of global roles,
   * the factory's options for a new account, or an existing account (`{ email }`, TEST_PASSWORD
   * unless `password` is given).
   */
  async function signIn(as: SignInAs = 'USER', o: { ip?: string } = {}) {
    let user: { id: string; email: string };
    let password = TEST_PASSWORD;
    if (typeof as === 'object' && !Array.isArray(as) && 'id' in as) {
      user = as;
      password = as.password ?? TEST_PASSWORD;
    } else if (typeof as === 'string' && isConferenceRole(as)) {
      user = await buildUser(database.db, { roles: [], conferenceRoles: [{ role: as, conferenceId: (await conference()).id }] });
    } else {
      const overrides: UserOverrides = typeof as === 'string' ? { roles: [as] } : Array.isArray(as) ? { roles: as } : as;
      user = await buildUser(database.db, overrides);
      password = overrides.password ?? TEST_PASSWORD;
    }
    const tokens = await login(user.email, password, o.ip);
    return { ...tokens, user: user as typeof user & Partial<BuiltUser> };
  }

  /** How many SQL statements the app sends to the database while `fn` runs. */
  async function countStatements(fn: () => Promise<unknown>): Promise<number> {
    const before = database.statements.count;
    await fn();
    return database.statements.count - before;
  }

  /** Sends the e-mails that are due and waits until the SMTP receiver has them. */
  async function flushMail() {
    await app.services.mail.kick();
  }

  return {
    app,
    config,
    database,
    /** The test database's URL on PostgreSQL (undefined on PGlite), to open a second connection. */
    databaseUrl,
    db: database.db,
    smtp,
    logLines,
    gql,
    gqlMultipart,
    login,
    signIn,
    countStatements,
    conference,
    flushMail,
    close: async () => {
      await app.server.close();
      await app.services.jobs.stop();
      await database.close().catch(() => undefined);
      await drop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The error code of the first error, for short assertions. */
export const codeOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.code;
