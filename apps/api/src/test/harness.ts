import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import type { GlobalRole } from '@portal/domain/roles';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { userRoles, users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/passwords';
import { openDatabase, type Database } from '../platform/db';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

export const TEST_PASSWORD = 'clave-de-prueba-segura';
export const PUBLIC_URL = 'https://portal.asociacion.test';

/** A fresh database: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return { database, drop: async () => undefined };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type GqlResult<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
};

export type Harness = Awaited<ReturnType<typeof createHarness>>;

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
  const { database, drop } = await freshDatabase();
  await database.migrate();
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

  let counter = 0;
  async function createUser(o: { email?: string; document?: string; password?: string; roles?: GlobalRole[]; firstName?: string; enabled?: boolean } = {}) {
    counter++;
    const email = o.email ?? `persona${counter}.${randomBytes(3).toString('hex')}@example.org`;
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        document: o.document ?? `${40_000_000 + Math.floor(Math.random() * 9_000_000)}`,
        firstName: o.firstName ?? 'Persona',
        lastName: `Prueba ${counter}`,
        passwordHash: await hashPassword(o.password ?? TEST_PASSWORD),
        enabled: o.enabled ?? true,
      })
      .returning();
    const roles = o.roles ?? ['USER'];
    if (roles.length) await database.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
    return user;
  }

  async function login(username: string, password = TEST_PASSWORD, ip?: string) {
    const res = await gql<{ login: { token: string; refreshToken: string; expire: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token refreshToken expire } }',
      { u: username, p: password },
      { ip },
    );
    if (!res.data?.login) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
    return res.data.login;
  }

  /** Sends what the outbox holds and waits until the SMTP receiver has it. */
  async function flushMail() {
    await app.services.mail.kick();
  }

  return {
    app,
    config,
    database,
    db: database.db,
    smtp,
    logLines,
    gql,
    createUser,
    login,
    flushMail,
    close: async () => {
      await app.server.close();
      await app.services.mail.stop();
      await database.close().catch(() => undefined);
      await drop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The error code of the first error, for short assertions. */
export const codeOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.code;
