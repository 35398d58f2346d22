import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens, sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { signAccessToken } from './tokens';

const REFRESH = 'mutation ($t: String!) { refreshToken(refreshToken: $t) { token refreshToken expire } }';
const ME = '{ me { id } }';
const LOGOUT = 'mutation { logout }';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Tokens = { token: string; refreshToken: string; expire: string };
const refresh = (t: string) => h.gql<{ refreshToken: Tokens }>(REFRESH, { t });

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new pair and the new access token works', async () => {
    const user = await buildUser(h.db);
    const first = await h.login(user.email);
    const second = await refresh(first.refreshToken);
    expect(second.errors).toBeUndefined();
    expect(second.data!.refreshToken.refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(second.data!.refreshToken.refreshToken);
    expect(third.errors).toBeUndefined();
    const me = await h.gql<{ me: { id: string } }>(ME, {}, { token: third.data!.refreshToken.token });
    expect(me.data?.me.id).toBe(user.id);
  });

  it('reuse of a rotated token revokes the whole session', async () => {
    const user = await buildUser(h.db);
    const first = await h.login(user.email);
    const second = (await refresh(first.refreshToken)).data!.refreshToken;

    const reuse = await refresh(first.refreshToken);
    expect(codeOf(reuse)).toBe('UNAUTHENTICATED');
    // The legitimate newest tokens die with the family.
    expect(codeOf(await refresh(second.refreshToken))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(ME, {}, { token: second.token }))).toBe('UNAUTHENTICATED');
    const [session] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.revokedReason).toBe('REFRESH_TOKEN_REUSE');
  });

  it('reuse in one session leaves the user\'s other sessions alone', async () => {
    const user = await buildUser(h.db);
    const a = await h.login(user.email);
    const b = await h.login(user.email);
    await refresh(a.refreshToken);
    await refresh(a.refreshToken);
    expect((await refresh(b.refreshToken)).errors).toBeUndefined();
  });

  it('an unknown, empty or expired refresh token is UNAUTHENTICATED', async () => {
    expect(codeOf(await refresh('no-existe'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await refresh(''))).toBe('UNAUTHENTICATED');
    // Expired: a real token of a live session whose row says it expired a second ago.
    const user = await buildUser(h.db);
    const t = await h.login(user.email);
    const [session] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await h.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(refreshTokens.sessionId, session.id));
    expect(codeOf(await refresh(t.refreshToken))).toBe('UNAUTHENTICATED');
    // The same token a minute before its expiry still works, so the refusal above was the expiry.
    const live = await h.login(user.email);
    const [liveSession] = await h.db.select().from(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
    await h.db.update(refreshTokens).set({ expiresAt: sql`now() + interval '1 minute'` }).where(eq(refreshTokens.sessionId, liveSession.id));
    expect((await refresh(live.refreshToken)).errors).toBeUndefined();
  });

  it('a refresh token of a disabled account is UNAUTHENTICATED', async () => {
    const user = await buildUser(h.db);
    const t = await h.login(user.email);
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect(codeOf(await refresh(t.refreshToken))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(ME, {}, { token: t.token }))).toBe('UNAUTHENTICATED');
  });

  it('ten parallel refreshes with one token: exactly one wins, and the reuse revokes the session', async () => {
    const user = await buildUser(h.db);
    const t = await h.login(user.email);
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(t.refreshToken)));
    const winners = results.filter((r) => r.data?.refreshToken);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'UNAUTHENTICATED')).toHaveLength(9);
    // PRODUCT.md: presenting an already-rotated token revokes the whole session, no grace window,
    // so the nine late presentations end it and the winner's new tokens die with it.
    const [session] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.revokedReason).toBe('REFRESH_TOKEN_REUSE');
    expect(codeOf(await refresh(winners[0].data!.refreshToken.refreshToken))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(ME, {}, { token: winners[0].data!.refreshToken.token }))).toBe('UNAUTHENTICATED');
    // One rotation happened: the original row is rotated and exactly one successor was issued.
    const rows = await h.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.rotatedAt)).toHaveLength(1);
  });
});

describe('logout', () => {
  it('ends the current session: its access and refresh tokens stop working', async () => {
    const user = await buildUser(h.db);
    const t = await h.login(user.email);
    const other = await h.login(user.email);
    const res = await h.gql<{ logout: boolean }>(LOGOUT, {}, { token: t.token });
    expect(res.data?.logout).toBe(true);
    expect(codeOf(await h.gql(ME, {}, { token: t.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await refresh(t.refreshToken))).toBe('UNAUTHENTICATED');
    expect((await h.gql(ME, {}, { token: other.token })).errors).toBeUndefined();
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(LOGOUT))).toBe('UNAUTHENTICATED');
  });
});

describe('access tokens', () => {
  it('an expired access token gets FORBIDDEN, so the client refreshes', async () => {
    const user = await buildUser(h.db);
    const t = await h.login(user.email);
    const [session] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const { token } = await signAccessToken(h.config.jwtSecret, { sub: user.id, sid: session.id }, 900, new Date(Date.now() - 3600_000));
    const res = await h.gql(ME, {}, { token });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect((await refresh(t.refreshToken)).errors).toBeUndefined();
  });

  it('garbage, alg:none, foreign-key and tampered tokens get UNAUTHENTICATED', async () => {
    const user = await buildUser(h.db);
    const t = await h.login(user.email);
    const [, payload] = t.token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const none = `${header}.${payload}.`;
    const foreign = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('otra-clave-secreta-que-no-es-la-del-portal'));
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${t.token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${t.token.split('.')[2]}`;
    for (const authorization of ['bearer basura', `bearer ${none}`, `bearer ${foreign}`, `bearer ${tampered}`, 'bearer', 'Basic dXNlcjpwYXNz']) {
      const res = await h.gql(ME, {}, { authorization });
      expect(codeOf(res), authorization.slice(0, 20)).toBe('UNAUTHENTICATED');
    }
  });

  it('a token signed with our key but without `exp` is refused (it would never expire)', async () => {
    const user = await buildUser(h.db);
    await h.login(user.email);
    const [session] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const key = new TextEncoder().encode(h.config.jwtSecret);
    const claims = { sid: session.id };
    const sign = (withExp: boolean) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(user.id).setIssuer('portal-asociacion').setIssuedAt();
      return (withExp ? jwt.setExpirationTime('15m') : jwt).sign(key);
    };
    // The same token with `exp` works: only the missing claim is refused.
    expect((await h.gql(ME, {}, { token: await sign(true) })).errors).toBeUndefined();
    expect(codeOf(await h.gql(ME, {}, { token: await sign(false) }))).toBe('UNAUTHENTICATED');
  });

  it('no token at all is UNAUTHENTICATED for a protected field', async () => {
    expect(codeOf(await h.gql(ME))).toBe('UNAUTHENTICATED');
  });

  it('a stale token does not stop public operations such as login', async () => {
    const user = await buildUser(h.db);
    const res = await h.gql('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: user.email, p: 'clave-de-prueba-segura' }, { authorization: 'bearer basura' });
    expect(res.errors).toBeUndefined();
  });
});
