import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { verify } from '@node-rs/argon2';
import { buildApp } from '../../app';
import { passwordResets, rateLimits } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { openDatabase, type Database } from '../../platform/db';
import { buildMembershipCategory, buildUser, TEST_PASSWORD } from '../../test/factories';
import { codeOf, createHarness, type GqlResult, type Harness } from '../../test/harness';
import { configurePasswordWork, passwordWorkLimiter } from './passwords';
import { THROTTLE } from './throttle';

// Every argon2 check is counted, so the tests see how many password guesses actually ran.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});
const verifiedAgainst = (passwordHash: string) => vi.mocked(verify).mock.calls.filter(([hash]) => hash === passwordHash).length;

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const UPDATE_PASSWORD = 'mutation ($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }';
const INIT = 'mutation ($u: String!) { recoveryPasswordInit(username: $u) }';
const REGISTER = 'mutation ($r: RegisterInput!) { register(register: $r) }';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.delete(rateLimits);
  vi.mocked(verify).mockClear();
});

const codes = (results: GqlResult[]) => {
  const count: Record<string, number> = {};
  for (const r of results) {
    const code = r.errors ? String(codeOf(r)) : 'OK';
    count[code] = (count[code] ?? 0) + 1;
  }
  return count;
};
const hashOf = async (id: string) => (await h.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].hash;

describe('login throttle under concurrency', () => {
  it(`60 parallel wrong logins for one account, by e-mail and by document mixed, check at most ${THROTTLE.login.perAccount} passwords`, async () => {
    const user = await buildUser(h.db, { email: 'objetivo@example.org', document: '30111222' });
    const identifiers = ['objetivo@example.org', '30.111.222', 'OBJETIVO@example.org', '30111222'];
    // Each guess from its own address, so only the account's bucket can stop them.
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => h.gql(LOGIN, { u: identifiers[i % 4], p: `mala-clave-${i}` }, { ip: `10.20.${i}.1` })),
    );
    expect(verifiedAgainst(await hashOf(user.id))).toBe(THROTTLE.login.perAccount);
    expect(codes(results)).toEqual({ BAD_USER_INPUT: THROTTLE.login.perAccount, TOO_MANY_REQUESTS: 60 - THROTTLE.login.perAccount });
    const refused = results.find((r) => codeOf(r) === 'TOO_MANY_REQUESTS')!;
    expect(refused.errors![0].message).toMatch(/^Demasiados intentos fallidos\. Intente nuevamente en \d+ minutos?\.$/);
    expect(refused.errors![0].extensions!.retryAfter).toBeGreaterThan(0);
    // The right password is refused too while the account is locked.
    expect(codeOf(await h.gql(LOGIN, { u: '30111222', p: TEST_PASSWORD }, { ip: '10.21.0.1' }))).toBe('TOO_MANY_REQUESTS');
  });

  it(`30 parallel wrong logins from one address across accounts check at most ${THROTTLE.login.perAddress} passwords`, async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => h.gql(LOGIN, { u: `desconocida${i}@example.org`, p: 'mala-clave' }, { ip: '198.51.100.77' })),
    );
    expect(codes(results)).toEqual({ BAD_USER_INPUT: THROTTLE.login.perAddress, TOO_MANY_REQUESTS: 30 - THROTTLE.login.perAddress });
    expect(vi.mocked(verify).mock.calls.length).toBe(THROTTLE.login.perAddress);
    // Another address is not affected.
    const user = await buildUser(h.db);
    expect((await h.gql(LOGIN, { u: user.email, p: TEST_PASSWORD }, { ip: '198.51.100.78' })).errors).toBeUndefined();
  });

  it('successful sign-ins do not use up the address', async () => {
    const user = await buildUser(h.db);
    for (let i = 0; i < THROTTLE.login.perAddress + 2; i++) {
      expect((await h.gql(LOGIN, { u: user.email, p: TEST_PASSWORD }, { ip: '198.51.100.90' })).errors).toBeUndefined();
    }
  });
});

describe("updatePassword's current-password check", () => {
  it(`checks at most ${THROTTLE.login.perAccount} wrong current passwords, in parallel, and shares the account's sign-in bucket`, async () => {
    const { token, user } = await h.signIn('USER');
    const hash = await hashOf(user.id);
    const beforeBurst = verifiedAgainst(hash); // the sign-in's own check
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => h.gql(UPDATE_PASSWORD, { o: `no-es-la-actual-${i}`, n: 'otra clave bien larga' }, { token })),
    );
    expect(codes(results)).toEqual({ BAD_USER_INPUT: THROTTLE.login.perAccount, TOO_MANY_REQUESTS: 12 - THROTTLE.login.perAccount });
    expect(verifiedAgainst(hash) - beforeBurst).toBe(THROTTLE.login.perAccount);
    // The right current password is refused now, and so is a sign-in with it.
    expect(codeOf(await h.gql(UPDATE_PASSWORD, { o: TEST_PASSWORD, n: 'otra clave bien larga' }, { token }))).toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await h.gql(LOGIN, { u: user.email, p: TEST_PASSWORD }, { ip: '10.30.0.1' }))).toBe('TOO_MANY_REQUESTS');
  });

  it('a right current password clears the count', async () => {
    const { token } = await h.signIn('USER');
    for (let i = 0; i < THROTTLE.login.perAccount - 1; i++) await h.gql(UPDATE_PASSWORD, { o: 'no-es-la-actual', n: 'otra clave bien larga' }, { token });
    expect((await h.gql(UPDATE_PASSWORD, { o: TEST_PASSWORD, n: 'otra clave bien larga' }, { token })).errors).toBeUndefined();
    for (let i = 0; i < THROTTLE.login.perAccount - 1; i++) {
      expect(codeOf(await h.gql(UPDATE_PASSWORD, { o: 'no-es-la-actual', n: 'una tercera clave larga' }, { token }))).toBe('BAD_USER_INPUT');
    }
  });
});

describe('sign-up and recovery per client address', () => {
  it(`register: at most ${THROTTLE.register.perAddress} attempts per address per hour, counted in parallel`, async () => {
    const category = await buildMembershipCategory(h.db, { name: 'Socio Pleno' });
    // Valid for GraphQL, refused by the form's rules: each attempt is counted all the same.
    const attempt = (ip: string) =>
      h.gql(REGISTER, { r: { email: 'no-es-un-correo', firstName: 'A', lastName: 'B', document: '1', password: 'x', dateBirth: '1990-01-01', gender: 'FEMENINO', principalContactNumber: '1', categoryId: category.id } }, { ip });
    const results = await Promise.all(Array.from({ length: 15 }, () => attempt('203.0.113.50')));
    expect(codes(results)).toEqual({ BAD_USER_INPUT: THROTTLE.register.perAddress, TOO_MANY_REQUESTS: 15 - THROTTLE.register.perAddress });
    const refused = results.find((r) => codeOf(r) === 'TOO_MANY_REQUESTS')!;
    expect(refused.errors![0].message).toBe('Demasiadas solicitudes de alta desde esta conexión. Intente nuevamente en 60 minutos.');
    expect(refused.errors![0].extensions!.retryAfter).toBeLessThanOrEqual(THROTTLE.register.windowSeconds);
    expect(codeOf(await attempt('203.0.113.51'))).toBe('BAD_USER_INPUT');
  });

  it(`recoveryPasswordInit: at most ${THROTTLE.recovery.perAddress} requests per address, counted in parallel`, async () => {
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => h.gql(INIT, { u: `alguien${i}@example.org` }, { ip: '203.0.113.60' })));
    expect(codes(results)).toEqual({ OK: THROTTLE.recovery.perAddress, TOO_MANY_REQUESTS: 14 - THROTTLE.recovery.perAddress });
    expect(results.find((r) => r.errors)!.errors![0].message).toMatch(/^Demasiadas solicitudes de recuperación desde esta conexión\./);
    expect((await h.gql(INIT, { u: 'alguien@example.org' }, { ip: '203.0.113.61' })).data?.recoveryPasswordInit).toBe(true);
  });

  it(`recoveryPasswordInit: at most ${THROTTLE.recovery.perAccount} links per account, by e-mail and document mixed, in parallel, answering true to all`, async () => {
    const user = await buildUser(h.db, { email: 'olvidadiza@example.org', document: '28999888' });
    const identifiers = ['olvidadiza@example.org', '28.999.888', '28999888', 'Olvidadiza@Example.org'];
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => h.gql(INIT, { u: identifiers[i % 4] }, { ip: `10.40.${i}.1` })));
    expect(codes(results)).toEqual({ OK: 8 });
    const [row] = await h.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.n).toBe(THROTTLE.recovery.perAccount);
  });
});

describe('two API instances on one database', () => {
  it('share the login limit: guesses alternated between them check at most the limit', async () => {
    // A second app with its own database handle and its own limiters; only the store is shared.
    const url = h.databaseUrl;
    const database: Database = url ? await openDatabase({ url }) : { ...h.database };
    const second = await buildApp({ config: h.config, database, logger: pino({ level: 'silent' }) });
    await second.server.ready();
    try {
      const user = await buildUser(h.db, { email: 'compartida@example.org', document: '27123456' });
      const viaSecond = (u: string, p: string, ip: string) =>
        second.server
          .inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: LOGIN, variables: { u, p } }), remoteAddress: ip })
          .then((res) => res.json() as GqlResult);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? viaSecond(i % 4 === 1 ? '27.123.456' : 'compartida@example.org', `mala-${i}`, `10.50.${i}.1`) : h.gql(LOGIN, { u: 'compartida@example.org', p: `mala-${i}` }, { ip: `10.50.${i}.1` }),
        ),
      );
      expect(codes(results)).toEqual({ BAD_USER_INPUT: THROTTLE.login.perAccount, TOO_MANY_REQUESTS: 20 - THROTTLE.login.perAccount });
      expect(verifiedAgainst(await hashOf(user.id))).toBe(THROTTLE.login.perAccount);
      expect(codeOf(await viaSecond('compartida@example.org', TEST_PASSWORD, '10.51.0.1'))).toBe('TOO_MANY_REQUESTS');
    } finally {
      await second.server.close();
      await second.services.jobs.stop();
      if (url) await database.close();
    }
  });
});

describe('password work limit', () => {
  it('past the queue a sign-in is refused with TOO_MANY_REQUESTS before any check, and its attempt is given back', async () => {
    const user = await buildUser(h.db, { email: 'ocupada@example.org' });
    configurePasswordWork({ concurrency: 1, queue: 0 });
    // Something else holds the only slot while the sign-ins arrive.
    let release!: () => void;
    const held = passwordWorkLimiter().run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      // As many as the account allows: each is refused by the full queue, never by the account's
      // own limit (a sixth could meet that limit before the first refunds land, on PostgreSQL).
      const results = await Promise.all(Array.from({ length: THROTTLE.login.perAccount }, (_, i) => h.gql(LOGIN, { u: user.email, p: `mala-${i}` }, { ip: `10.60.${i}.1` })));
      expect(codes(results)).toEqual({ TOO_MANY_REQUESTS: THROTTLE.login.perAccount });
      expect(results[0].errors![0].message).toMatch(/^Hay demasiados inicios de sesión en curso\./);
      expect(verifiedAgainst(await hashOf(user.id))).toBe(0);
    } finally {
      release();
      await held;
      configurePasswordWork(h.config.passwordWork);
    }
    // The refused ones did not count: the account still has all its guesses.
    for (let i = 0; i < THROTTLE.login.perAccount; i++) expect(codeOf(await h.gql(LOGIN, { u: user.email, p: 'mala' }, { ip: '10.61.0.1' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(LOGIN, { u: user.email, p: TEST_PASSWORD }, { ip: '10.61.0.1' }))).toBe('TOO_MANY_REQUESTS');
  });
});
