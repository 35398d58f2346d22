import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordResets, rateLimits } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { codeOf, createHarness, PUBLIC_URL, type Harness } from '../../test/harness';

const UPDATE = 'mutation ($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }';
const INIT = 'mutation ($u: String!) { recoveryPasswordInit(username: $u) }';
const RECOVER = 'mutation ($t: String!, $e: String!, $n: String!) { recoveryPassword(token: $t, email: $e, newPassword: $n) }';
const ME = '{ me { id } }';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  h.smtp.clear();
  // Each test starts with fresh throttles: they are tested in auth.throttle.test.ts.
  await h.db.delete(rateLimits);
});

async function recoveryLink(email: string) {
  await h.flushMail();
  const mail = h.smtp.to(email).find((m) => m.subject === 'Recuperación de contraseña');
  expect(mail, 'recovery e-mail').toBeDefined();
  const link = /https?:\/\/\S+\/recuperacion\/\S+/.exec(mail!.text)![0];
  const [token, encodedEmail] = link.slice(`${PUBLIC_URL}/recuperacion/`.length).split('/');
  return { mail: mail!, link, token: decodeURIComponent(token), email: decodeURIComponent(encodedEmail) };
}

describe('updatePassword', () => {
  it('needs the old password, refuses weak ones, and ends the other sessions only', async () => {
    const user = await buildUser(h.db);
    const current = await h.login(user.email);
    const other = await h.login(user.email);

    const wrongOld = await h.gql(UPDATE, { o: 'no-es-la-clave', n: 'una-clave-nueva-larga' }, { token: current.token });
    expect(codeOf(wrongOld)).toBe('BAD_USER_INPUT');
    expect(wrongOld.errors![0].extensions!.fields).toEqual({ oldPassword: 'La contraseña actual no es correcta.' });

    const common = await h.gql(UPDATE, { o: TEST_PASSWORD, n: 'Password123' }, { token: current.token });
    expect(common.errors![0].extensions!.fields).toEqual({ newPassword: 'Esa contraseña es muy común y fácil de adivinar. Elija otra.' });
    const short = await h.gql(UPDATE, { o: TEST_PASSWORD, n: 'corta' }, { token: current.token });
    expect(short.errors![0].extensions!.fields).toEqual({ newPassword: 'La contraseña debe tener al menos 8 caracteres' });
    const long = await h.gql(UPDATE, { o: TEST_PASSWORD, n: 'a'.repeat(64) + 'b'.repeat(65) }, { token: current.token });
    expect(long.errors![0].extensions!.fields).toEqual({ newPassword: 'La contraseña no puede superar los 128 caracteres' });

    const ok = await h.gql<{ updatePassword: boolean }>(UPDATE, { o: TEST_PASSWORD, n: 'mi nueva clave 2026' }, { token: current.token });
    expect(ok.data?.updatePassword).toBe(true);
    expect((await h.gql(ME, {}, { token: current.token })).errors).toBeUndefined();
    expect(codeOf(await h.gql(ME, {}, { token: other.token }))).toBe('UNAUTHENTICATED');
    await h.login(user.email, 'mi nueva clave 2026');

    await h.flushMail();
    const [mail] = h.smtp.to(user.email);
    expect(mail.subject).toBe('Su contraseña fue cambiada');
    expect(mail.text).toContain('La contraseña de su cuenta');
  });

  it('spends every pending recovery link of the user', async () => {
    const user = await buildUser(h.db);
    const other = await buildUser(h.db);
    await h.gql(INIT, { u: user.email });
    await h.gql(INIT, { u: user.document });
    await h.gql(INIT, { u: other.email });
    await h.flushMail();
    const links = h.smtp.to(user.email).map((m) => /\/recuperacion\/([^/\s]+)\//.exec(m.text)![1]);
    expect(links).toHaveLength(2);
    const { token } = await h.login(user.email);
    expect((await h.gql(UPDATE, { o: TEST_PASSWORD, n: 'clave cambiada 2026' }, { token })).errors).toBeUndefined();
    for (const link of links) {
      const res = await h.gql(RECOVER, { t: decodeURIComponent(link), e: user.email, n: 'clave del atacante 1' });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
    }
    await h.login(user.email, 'clave cambiada 2026');
    // Another person's link is untouched.
    const pending = await h.db.select().from(passwordResets).where(eq(passwordResets.userId, other.id));
    expect(pending.map((r) => r.usedAt)).toEqual([null]);
  });

  it('stores the new password as argon2id with the documented parameters (m=19456 KiB, t=2, p=1)', async () => {
    const user = await buildUser(h.db);
    const { token } = await h.login(user.email);
    expect((await h.gql(UPDATE, { o: TEST_PASSWORD, n: 'parametros de argon 2026' }, { token })).errors).toBeUndefined();
    const [row] = await h.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    // PHC string: $argon2id$v=19$m=<KiB>,t=<iterations>,p=<lanes>$<salt>$<hash>
    const [, algorithm, version, params, salt, digest] = row.passwordHash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(params).toBe('m=19456,t=2,p=1');
    expect(Buffer.from(salt, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(digest, 'base64').length).toBe(32);
    // The change's notice goes out now, not into the next test's mailbox.
    await h.flushMail();
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(UPDATE, { o: 'x', n: 'una-clave-nueva-larga' }))).toBe('UNAUTHENTICATED');
  });
});

describe('password recovery', () => {
  it('answers true for an unknown account and sends nothing', async () => {
    const res = await h.gql<{ recoveryPasswordInit: boolean }>(INIT, { u: 'nadie@example.org' });
    expect(res.data?.recoveryPasswordInit).toBe(true);
    await h.flushMail();
    expect(h.smtp.messages).toHaveLength(0);
  });

  it('e-mails a PUBLIC_URL link that ignores a forged Host header; the link works once and ends every session', async () => {
    const user = await buildUser(h.db, { email: 'olvido@example.org', document: '35111222' });
    const session = await h.login(user.email);
    const res = await h.gql(INIT, { u: '35.111.222' }, { headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' } });
    expect(res.errors).toBeUndefined();
    const { mail, link, token, email } = await recoveryLink(user.email);
    expect(link.startsWith(`${PUBLIC_URL}/recuperacion/`)).toBe(true);
    expect(mail.raw).not.toContain('evil.example.com');
    expect(mail.html).toContain('Elegir una nueva contraseña');
    expect(email).toBe('olvido@example.org');
    expect(token.length).toBeGreaterThanOrEqual(22);

    const ok = await h.gql<{ recoveryPassword: boolean }>(RECOVER, { t: token, e: email, n: 'recuperada con éxito' });
    expect(ok.data?.recoveryPassword).toBe(true);
    expect(codeOf(await h.gql(ME, {}, { token: session.token }))).toBe('UNAUTHENTICATED');
    await h.login(user.email, 'recuperada con éxito');

    const again = await h.gql(RECOVER, { t: token, e: email, n: 'otra clave distinta' });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0].extensions!.fields).toEqual({ token: 'El enlace de recuperación no es válido o ya expiró. Pida uno nuevo.' });
    await h.login(user.email, 'recuperada con éxito');
  });

  it('using one recovery link spends the other pending links of that account', async () => {
    const user = await buildUser(h.db);
    await h.gql(INIT, { u: user.email });
    const first = await recoveryLink(user.email);
    h.smtp.clear();
    await h.gql(INIT, { u: user.email });
    const second = await recoveryLink(user.email);
    expect(second.token).not.toBe(first.token);
    const pending = await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(pending.map((r) => r.usedAt)).toEqual([null, null]);

    expect((await h.gql(RECOVER, { t: second.token, e: user.email, n: 'la segunda gana' })).errors).toBeUndefined();
    const late = await h.gql(RECOVER, { t: first.token, e: user.email, n: 'la primera llega tarde' });
    expect(codeOf(late)).toBe('BAD_USER_INPUT');
    expect(late.errors![0].extensions!.fields).toEqual({ token: 'El enlace de recuperación no es válido o ya expiró. Pida uno nuevo.' });
    await h.login(user.email, 'la segunda gana');
    const spent = await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(spent).toHaveLength(2);
    expect(spent.every((r) => r.usedAt instanceof Date)).toBe(true);
    await h.flushMail();
  });

  it('refuses a link with another e-mail, and an expired link', async () => {
    const user = await buildUser(h.db);
    const victim = await buildUser(h.db);
    await h.gql(INIT, { u: user.email });
    const { token } = await recoveryLink(user.email);

    expect(codeOf(await h.gql(RECOVER, { t: token, e: victim.email, n: 'clave para robar cuenta' }))).toBe('BAD_USER_INPUT');
    await h.login(victim.email);

    await h.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.userId, user.id));
    expect(codeOf(await h.gql(RECOVER, { t: token, e: user.email, n: 'clave que llega tarde' }))).toBe('BAD_USER_INPUT');
    await h.login(user.email);
  });

  it('using one link spends every other pending link of the user', async () => {
    const user = await buildUser(h.db);
    await h.gql(INIT, { u: user.email });
    await h.gql(INIT, { u: user.document });
    await h.flushMail();
    const tokens = h.smtp.to(user.email).map((m) => decodeURIComponent(/\/recuperacion\/([^/\s]+)\//.exec(m.text)![1]));
    expect(tokens).toHaveLength(2);
    expect((await h.gql(RECOVER, { t: tokens[1], e: user.email, n: 'primera clave nueva' })).errors).toBeUndefined();
    const older = await h.gql(RECOVER, { t: tokens[0], e: user.email, n: 'segunda clave nueva' });
    expect(codeOf(older)).toBe('BAD_USER_INPUT');
    await h.login(user.email, 'primera clave nueva');
    const rows = await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows.every((r) => r.usedAt !== null) && rows.length === 2).toBe(true);
  });

  it('validates the new password with the same rules as a change', async () => {
    const user = await buildUser(h.db);
    await h.gql(INIT, { u: user.email });
    const { token, email } = await recoveryLink(user.email);
    const weak = await h.gql(RECOVER, { t: token, e: email, n: 'qwerty123' });
    expect(codeOf(weak)).toBe('BAD_USER_INPUT');
    // The link was not spent by the refused attempt.
    expect((await h.gql(RECOVER, { t: token, e: email, n: 'ahora sí una buena' })).errors).toBeUndefined();
  });

  it('sends at most three links per account in fifteen minutes', async () => {
    const user = await buildUser(h.db);
    for (let i = 0; i < 5; i++) expect((await h.gql(INIT, { u: user.email })).errors).toBeUndefined();
    await h.flushMail();
    expect(h.smtp.to(user.email)).toHaveLength(3);
    const [row] = await h.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.n).toBe(3);
  });

  it('does nothing for a disabled account', async () => {
    const user = await buildUser(h.db, { enabled: false });
    await h.gql(INIT, { u: user.email });
    await h.flushMail();
    expect(h.smtp.to(user.email)).toHaveLength(0);
    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row.enabled).toBe(false);
  });
});
