import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingSignups } from '../../db/schema/confirmations';
import { charges } from '../../db/schema/charges';
import { memberships } from '../../db/schema/memberships';
import { personalInfo } from '../../db/schema/profiles';
import { rateLimits } from '../../db/schema/sessions';
import { userRoles, users } from '../../db/schema/users';
import { codeOf, createHarness, PUBLIC_URL, type Harness } from '../../test/harness';
import { buildMembershipCategory, buildUser } from '../../test/factories';
import { auditByAction, chargesOf, membershipsOf } from '../../test/rows';
import { sweepConfirmations } from '../accounts/confirmations.sweeper';

const REGISTER = `mutation ($r: RegisterInput!) { register(register: $r) }`;
const CONFIRM = `mutation ($t: String!) { confirmRegistration(token: $t) { membershipId email year categoryName amountCents } }`;
const JOIN_LINK = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/asociarse/confirmar/([A-Za-z0-9_-]+)`);
const CATEGORIES = '{ membershipCategories { id name yearlyFeeCents isStudent } }';

let h: Harness;
let pleno: { id: number };
let student: { id: number };
let n = 0;
const person = (o: Record<string, unknown> = {}) => {
  n++;
  return {
    email: `Nueva.Socia${n}@Example.org`,
    firstName: 'Lucía',
    lastName: 'Fernández',
    document: `35.${100 + n}.222`,
    password: 'una-clave-bien-larga',
    dateBirth: '12/04/1990',
    gender: 'FEMENINO',
    principalContactNumber: '11 4567-8901',
    categoryId: pleno.id,
    ...o,
  };
};
const userByEmail = async (email: string) => (await h.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

beforeAll(async () => {
  h = await createHarness();
  pleno = await buildMembershipCategory(h.db, { name: 'Socio Pleno', yearlyFeeCents: 4_500_000 });
  student = await buildMembershipCategory(h.db, { name: 'Socio Estudiante', yearlyFeeCents: 1_500_000, isStudent: true });
  await buildMembershipCategory(h.db, { name: 'Categoría vieja', active: false });
});
afterAll(() => h.close());
beforeEach(async () => {
  h.smtp.clear();
  // Each test starts with fresh throttles: they are tested in auth.throttle.test.ts.
  await h.db.delete(rateLimits);
});

/** The token of the last confirmation link mailed to `email`. */
async function joinToken(email: string) {
  await h.flushMail();
  const mail = h.smtp.to(email.toLowerCase()).findLast((m) => m.subject === 'Confirme su correo para asociarse');
  expect(mail, 'confirmation e-mail').toBeDefined();
  return JOIN_LINK.exec(mail!.text)![1];
}

/** Everything the tables of an account hold, to show that nothing changed. */
const accountRows = async () => ({
  users: (await h.db.select({ n: count() }).from(users))[0].n,
  memberships: (await h.db.select({ n: count() }).from(memberships))[0].n,
  charges: (await h.db.select({ n: count() }).from(charges))[0].n,
});

describe('membershipCategories', () => {
  it('lists the active categories with their fee, without signing in', async () => {
    const res = await h.gql<{ membershipCategories: { name: string; yearlyFeeCents: number; isStudent: boolean }[] }>(CATEGORIES);
    expect(res.errors).toBeUndefined();
    expect(res.data!.membershipCategories.map((c) => c.name)).toEqual(['Socio Estudiante', 'Socio Pleno']);
    expect(res.data!.membershipCategories[1]).toMatchObject({ yearlyFeeCents: 4_500_000, isStudent: false });
  });
});

describe('register', () => {
  it('carries a safe return path (`next`) into the confirmation link, and drops any other', async () => {
    const back = person({ next: '/inscripcion/42' });
    await h.gql(REGISTER, { r: back });
    await h.flushMail();
    const withNext = h.smtp.to(back.email.toLowerCase()).findLast((m) => m.subject === 'Confirme su correo para asociarse')!;
    expect(withNext.text).toMatch(new RegExp(`/asociarse/confirmar/[A-Za-z0-9_-]+\\?next=%2Finscripcion%2F42\\s`));
    for (const next of ['//evil.example/inscripcion/1', 'https://evil.example', '/inscripcion/1?x=<b>']) {
      const other = person({ next });
      expect((await h.gql(REGISTER, { r: other })).data).toEqual({ register: true });
      await h.flushMail();
      const mail = h.smtp.to(other.email.toLowerCase()).findLast((m) => m.subject === 'Confirme su correo para asociarse')!;
      expect(mail.text).not.toContain('next=');
    }
  });

  it('answers true and mails a link; following it creates the user (USER), personal data, membership and charge, and mails a welcome', async () => {
    const input = person();
    const before = await accountRows();
    const res = await h.gql<{ register: boolean }>(REGISTER, { r: input });
    expect(res).toEqual({ status: 200, data: { register: true } });
    // Nothing exists until the link is followed.
    expect(await accountRows()).toEqual(before);
    expect(await userByEmail(input.email)).toBeUndefined();
    const token = await joinToken(input.email);
    const [mail] = h.smtp.to(input.email.toLowerCase());
    expect(mail.subject).toBe('Confirme su correo para asociarse');
    expect(mail.text).toContain('24 horas');
    expect(mail.html).toContain('Confirmar y asociarme');
    h.smtp.clear();

    const confirmed = await h.gql<{ confirmRegistration: Record<string, unknown> }>(CONFIRM, { t: token });
    expect(confirmed.errors).toBeUndefined();
    const year = new Date().getFullYear();
    expect(confirmed.data!.confirmRegistration).toMatchObject({ email: input.email.toLowerCase(), year, categoryName: 'Socio Pleno', amountCents: 4_500_000 });
    const user = await userByEmail(input.email);
    expect(user).toMatchObject({ firstName: 'Lucía', document: `35${100 + n}222` });
    expect((await h.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.role)).toEqual(['USER']);
    expect((await h.db.select().from(personalInfo).where(eq(personalInfo.userId, user.id)))[0]).toMatchObject({ dateBirth: '1990-04-12', gender: 'FEMENINO', principalContactNumber: '11 4567-8901' });
    const [membership] = await membershipsOf(h.db, user.id);
    expect(membership).toMatchObject({ id: Number(confirmed.data!.confirmRegistration.membershipId), year, categoryId: pleno.id, terminatedMember: false });
    expect(await chargesOf(h.db, user.id)).toMatchObject([{ kind: 'MEMBERSHIP', membershipId: membership.id, amountCents: 4_500_000, currency: 'ARS', status: 'PENDING' }]);
    expect((await auditByAction(h.db, 'user.registered')).filter((a) => a.targetUserId === user.id)).toHaveLength(1);
    await h.flushMail();
    const [welcome] = h.smtp.to(user.email);
    expect(welcome.subject).toBe('Bienvenida a la Asociación');
    expect(welcome.text).toContain('Socio Pleno');
    expect(welcome.text).toContain(String(year));
    expect(welcome.text).toContain('$ 45.000,00');
    // The new member can sign in with the password they chose.
    await expect(h.login(user.email, input.password)).resolves.toMatchObject({ token: expect.any(String) });
    // The link is spent.
    const again = await h.gql(CONFIRM, { t: token });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0].extensions!.fields).toEqual({ token: expect.stringContaining('no es válido') });
    expect(await membershipsOf(h.db, user.id)).toHaveLength(1);
  });

  it('asks a student category for the career and stores it at confirmation', async () => {
    const missing = await h.gql(REGISTER, { r: person({ categoryId: student.id }) });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors![0].extensions!.fields).toEqual({ universityCareer: 'Ingrese su carrera universitaria' });
    const input = person({ categoryId: student.id, universityCareer: 'Ciencia Política' });
    await h.gql(REGISTER, { r: input });
    const res = await h.gql<{ confirmRegistration: { amountCents: number } }>(CONFIRM, { t: await joinToken(input.email) });
    expect(res.data!.confirmRegistration.amountCents).toBe(1_500_000);
    const [membership] = await membershipsOf(h.db, (await userByEmail(input.email)).id);
    expect(membership.universityCareer).toBe('Ciencia Política');
  });

  it('answers exactly the same for a new e-mail, a known e-mail and a known document (no enumeration)', async () => {
    const existing = await buildUser(h.db, { firstName: 'Marta' });
    const fresh = await h.gql(REGISTER, { r: person() });
    const knownEmail = await h.gql(REGISTER, { r: person({ email: existing.email.toUpperCase() }) });
    const knownDocument = await h.gql(REGISTER, { r: person({ document: existing.document }) });
    const both = await h.gql(REGISTER, { r: person({ email: existing.email, document: existing.document }) });
    expect(fresh).toEqual({ status: 200, data: { register: true } });
    expect(knownEmail).toEqual(fresh);
    expect(knownDocument).toEqual(fresh);
    expect(both).toEqual(fresh);
  });

  it('mails a notice to an address that has an account, with links to sign in and recover; nothing else changes', async () => {
    const existing = await buildUser(h.db, { firstName: 'Marta' });
    const [accountBefore] = await h.db.select().from(users).where(eq(users.id, existing.id));
    const before = await accountRows();
    const pendingBefore = (await h.db.select({ n: count() }).from(pendingSignups))[0].n;
    await h.gql(REGISTER, { r: person({ email: existing.email, firstName: 'Intrusa', password: 'otra-clave-larga-123' }) });
    await h.flushMail();
    const mails = h.smtp.to(existing.email);
    expect(mails.map((m) => m.subject)).toEqual(['Alguien intentó asociarse con su dirección']);
    expect(mails[0].text).toContain('Hola, Marta:');
    expect(mails[0].text).toContain(`${PUBLIC_URL}/`);
    expect(mails[0].text).toContain(`${PUBLIC_URL}/recuperacion`);
    expect(mails[0].text).toContain('No se hizo ningún cambio en su cuenta');
    expect(mails[0].text).not.toContain('Intrusa');
    expect(await accountRows()).toEqual(before);
    expect((await h.db.select({ n: count() }).from(pendingSignups))[0].n).toBe(pendingBefore);
    expect((await h.db.select().from(users).where(eq(users.id, existing.id)))[0]).toEqual(accountBefore);
    await h.login(existing.email);
  });

  it('tells a document already in use only at confirmation, as CONFLICT on the document with a way to get help; creates nothing', async () => {
    const existing = await buildUser(h.db);
    const input = person({ document: existing.document });
    await h.gql(REGISTER, { r: input });
    const token = await joinToken(input.email);
    const before = await accountRows();
    const res = await h.gql(CONFIRM, { t: token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].extensions!.fields).toEqual({ document: expect.stringContaining('ayuda@asociacion.test') });
    expect(res.errors![0].message).toContain('número de documento');
    expect(await accountRows()).toEqual(before);
  });

  it('refuses an unknown, spent or expired link with a Spanish message on the token', async () => {
    const unknown = await h.gql(CONFIRM, { t: 'no-existe-este-enlace' });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors![0].extensions!.fields).toEqual({ token: expect.stringMatching(/^El enlace de confirmación no es válido/) });
    const input = person();
    await h.gql(REGISTER, { r: input });
    const token = await joinToken(input.email);
    await h.db.update(pendingSignups).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(pendingSignups.email, input.email.toLowerCase()));
    const before = await accountRows();
    expect(codeOf(await h.gql(CONFIRM, { t: token }))).toBe('BAD_USER_INPUT');
    expect(await accountRows()).toEqual(before);
  });

  it('a second form for the same e-mail replaces the first one: only the newest link works', async () => {
    const input = person();
    await h.gql(REGISTER, { r: input });
    const first = await joinToken(input.email);
    await h.gql(REGISTER, { r: { ...input, firstName: 'Lucila' } });
    const second = await joinToken(input.email);
    expect(second).not.toBe(first);
    expect(codeOf(await h.gql(CONFIRM, { t: first }))).toBe('BAD_USER_INPUT');
    expect((await h.gql(CONFIRM, { t: second })).errors).toBeUndefined();
    expect((await userByEmail(input.email)).firstName).toBe('Lucila');
  });

  it('an unconfirmed sign-up expires after 24 h: the sweep removes it and its e-mail and document can join again', async () => {
    const input = person();
    await h.gql(REGISTER, { r: input });
    const stale = await joinToken(input.email);
    const [row] = await h.db.select().from(pendingSignups).where(eq(pendingSignups.email, input.email.toLowerCase()));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3600 * 1000);
    // Still live one minute before the 24 h: the sweep keeps it.
    await sweepConfirmations(h.database, new Date(row.expiresAt.getTime() - 60_000));
    expect(await h.db.select().from(pendingSignups).where(eq(pendingSignups.id, row.id))).toHaveLength(1);
    await h.db.update(pendingSignups).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(pendingSignups.id, row.id));
    expect((await sweepConfirmations(h.database)).signups).toBeGreaterThanOrEqual(1);
    expect(await h.db.select().from(pendingSignups).where(eq(pendingSignups.id, row.id))).toEqual([]);
    expect(codeOf(await h.gql(CONFIRM, { t: stale }))).toBe('BAD_USER_INPUT');
    // The same e-mail and document join again (another person could, with this e-mail's link).
    await h.gql(REGISTER, { r: { ...input, firstName: 'Otra' } });
    expect((await h.gql(CONFIRM, { t: await joinToken(input.email) })).errors).toBeUndefined();
    expect(await userByEmail(input.email)).toMatchObject({ firstName: 'Otra', document: input.document.replace(/\./g, '') });
  });

  it('ignores an expired sign-up when the same e-mail joins again, before any sweep', async () => {
    const input = person();
    await h.gql(REGISTER, { r: input });
    await joinToken(input.email);
    await h.db.update(pendingSignups).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(pendingSignups.email, input.email.toLowerCase()));
    await h.gql(REGISTER, { r: input });
    expect((await h.gql(CONFIRM, { t: await joinToken(input.email) })).errors).toBeUndefined();
  });

  it('refuses bad input with Spanish messages per field, storing nothing', async () => {
    const before = (await h.db.select({ n: count() }).from(pendingSignups))[0].n;
    const res = await h.gql(REGISTER, { r: person({ email: 'no-es-correo', password: 'corta', dateBirth: '2990-01-01', gender: 'X', document: '12' }) });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toMatchObject({
      email: 'Ingrese un correo electrónico válido',
      password: expect.stringContaining('al menos 8'),
      dateBirth: 'Ingrese una fecha válida con el formato dd/mm/aaaa',
      gender: 'Elija una opción',
      document: expect.stringContaining('documento'),
    });
    const common = await h.gql(REGISTER, { r: person({ password: 'password123' }) });
    expect(codeOf(common)).toBe('BAD_USER_INPUT');
    expect(Object.keys(common.errors![0].extensions!.fields as object)).toEqual(['password']);
    const inactive = await h.gql(REGISTER, { r: person({ categoryId: 999_999 }) });
    expect((inactive.errors![0].extensions!.fields as Record<string, string>).categoryId).toBeDefined();
    expect((await h.db.select({ n: count() }).from(pendingSignups))[0].n).toBe(before);
  });

  it('refuses fields a visitor may not set (roles, amounts), storing nothing', async () => {
    const res = await h.gql(REGISTER, { r: { ...person(), roles: ['ADMIN'], amountCents: 1 } });
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(await h.db.select().from(pendingSignups).where(eq(pendingSignups.email, `nueva.socia${n}@example.org`))).toEqual([]);
  });
});
