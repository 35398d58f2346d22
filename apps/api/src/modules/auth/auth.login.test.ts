import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/sessions';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { THROTTLE } from './throttle';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token refreshToken expire } }';
const ME = '{ me { id email roles } }';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.delete(rateLimits);
});

describe('login', () => {
  it('signs in by e-mail (any case) and by document number, with an ISO expiry about 15 minutes ahead', async () => {
    const user = await buildUser(h.db, { email: 'lucia@example.org', document: '33444555' });
    const byEmail = await h.gql<{ login: { token: string; refreshToken: string; expire: string } }>(LOGIN, { u: 'Lucia@Example.org', p: TEST_PASSWORD });
    expect(byEmail.errors).toBeUndefined();
    const expire = Date.parse(byEmail.data!.login.expire);
    expect(byEmail.data!.login.expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(expire - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expire - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const byDocument = await h.gql<{ login: { token: string } }>(LOGIN, { u: '33.444.555', p: TEST_PASSWORD });
    expect(byDocument.errors).toBeUndefined();

    const me = await h.gql<{ me: { id: string; email: string } }>(ME, {}, { authorization: `BEARER ${byDocument.data!.login.token}` });
    expect(me.data?.me).toMatchObject({ id: user.id, email: 'lucia@example.org' });
  });

  it('answers a wrong password and an unknown user identically', async () => {
    await buildUser(h.db, { email: 'mateo@example.org' });
    const wrong = await h.gql(LOGIN, { u: 'mateo@example.org', p: 'otra-clave-cualquiera' });
    const unknown = await h.gql(LOGIN, { u: 'nadie@example.org', p: 'otra-clave-cualquiera' });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors).toEqual(unknown.errors);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.data).toEqual(unknown.data);
    expect(wrong.errors![0].message).toBe('Usuario o contraseña incorrectos.');
  });

  it('refuses empty fields with per-field Spanish messages', async () => {
    const res = await h.gql(LOGIN, { u: '  ', p: '' });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({
      username: 'Ingrese su correo electrónico o número de documento',
      password: 'Ingrese su contraseña',
    });
  });

  it('refuses a disabled account even with the right password', async () => {
    await buildUser(h.db, { email: 'baja@example.org', enabled: false });
    const res = await h.gql(LOGIN, { u: 'baja@example.org', p: TEST_PASSWORD });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/deshabilitada/);
  });

  it('never truncates a password: the full 128 characters count, 129 are refused', async () => {
    const long = 'x'.repeat(100) + 'y'.repeat(27) + 'z';
    await buildUser(h.db, { email: 'larga@example.org', password: long });
    expect(codeOf(await h.gql(LOGIN, { u: 'larga@example.org', p: long.slice(0, 127) + 'w' }))).toBe('BAD_USER_INPUT');
    expect((await h.gql(LOGIN, { u: 'larga@example.org', p: long })).errors).toBeUndefined();
  });
});

describe('throttling', () => {
  it(`locks an account after ${THROTTLE.login.perAccount} failures, even for the right password, and says how long to wait`, async () => {
    await buildUser(h.db, { email: 'insistente@example.org' });
    for (let i = 0; i < THROTTLE.login.perAccount; i++) {
      expect(codeOf(await h.gql(LOGIN, { u: 'insistente@example.org', p: `mala-clave-${i}` }, { ip: `10.0.0.${i + 1}` }))).toBe('BAD_USER_INPUT');
    }
    const locked = await h.gql(LOGIN, { u: 'insistente@example.org', p: TEST_PASSWORD }, { ip: '10.0.1.1' });
    expect(codeOf(locked)).toBe('TOO_MANY_REQUESTS');
    const retryAfter = locked.errors![0].extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.errors![0].message).toMatch(/Intente nuevamente en 15 minutos/);

    // Once the window has passed, the account opens again.
    await h.db.update(rateLimits).set({ expire: sql`${Date.now() - 1000}` });
    expect((await h.gql(LOGIN, { u: 'insistente@example.org', p: TEST_PASSWORD })).errors).toBeUndefined();
  });

  it('locks an unknown account the same way as a known one', async () => {
    for (let i = 0; i < THROTTLE.login.perAccount; i++) await h.gql(LOGIN, { u: 'fantasma@example.org', p: 'mala-clave' });
    expect(codeOf(await h.gql(LOGIN, { u: 'fantasma@example.org', p: 'mala-clave' }))).toBe('TOO_MANY_REQUESTS');
  });

  it(`blocks a client address after ${THROTTLE.login.perAddress} failures across accounts, taken from the socket, not X-Forwarded-For`, async () => {
    const victim = await buildUser(h.db);
    for (let i = 0; i < THROTTLE.login.perAddress; i++) {
      await h.gql(LOGIN, { u: `cuenta${i}@example.org`, p: 'mala-clave' }, { ip: '203.0.113.9', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    }
    const blocked = await h.gql(LOGIN, { u: victim.email, p: TEST_PASSWORD }, { ip: '203.0.113.9', headers: { 'x-forwarded-for': '198.51.100.200' } });
    expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
    const elsewhere = await h.gql(LOGIN, { u: victim.email, p: TEST_PASSWORD }, { ip: '203.0.113.10' });
    expect(elsewhere.errors).toBeUndefined();
  });

  it('a successful sign-in clears the account counter', async () => {
    const user = await buildUser(h.db);
    for (let i = 0; i < THROTTLE.login.perAccount - 1; i++) await h.gql(LOGIN, { u: user.email, p: 'mala-clave' });
    await h.login(user.email);
    for (let i = 0; i < THROTTLE.login.perAccount - 1; i++) await h.gql(LOGIN, { u: user.email, p: 'mala-clave' });
    expect((await h.gql(LOGIN, { u: user.email, p: TEST_PASSWORD })).errors).toBeUndefined();
  });
});

describe('trusted proxy', () => {
  it('takes the client address from X-Forwarded-For only when a proxy is trusted', async () => {
    const proxied = await createHarness({ env: { TRUST_PROXY: '1' } });
    try {
      for (let i = 0; i < THROTTLE.login.perAddress; i++) {
        await proxied.gql(LOGIN, { u: `c${i}@example.org`, p: 'mala' }, { ip: '10.1.1.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
      }
      const user = await buildUser(proxied.db);
      const sameClient = await proxied.gql(LOGIN, { u: user.email, p: TEST_PASSWORD }, { ip: '10.1.1.2', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(codeOf(sameClient)).toBe('TOO_MANY_REQUESTS');
      const otherClient = await proxied.gql(LOGIN, { u: user.email, p: TEST_PASSWORD }, { ip: '10.1.1.1', headers: { 'x-forwarded-for': '198.51.100.8' } });
      expect(otherClient.errors).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
