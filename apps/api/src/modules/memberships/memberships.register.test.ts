import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalInfo } from '../../db/schema/profiles';
import { userRoles, users } from '../../db/schema/users';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { buildMembershipCategory } from '../../test/factories';
import { chargesOf, membershipsOf } from '../../test/rows';

const REGISTER = `mutation ($r: RegisterInput!) { register(register: $r) { membershipId email year categoryName amountCents } }`;
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

describe('membershipCategories', () => {
  it('lists the active categories with their fee, without signing in', async () => {
    const res = await h.gql<{ membershipCategories: { name: string; yearlyFeeCents: number; isStudent: boolean }[] }>(CATEGORIES);
    expect(res.errors).toBeUndefined();
    expect(res.data!.membershipCategories.map((c) => c.name)).toEqual(['Socio Estudiante', 'Socio Pleno']);
    expect(res.data!.membershipCategories[1]).toMatchObject({ yearlyFeeCents: 4_500_000, isStudent: false });
  });
});

describe('register', () => {
  it('creates the user (USER), personal data, membership and charge, and e-mails a welcome', async () => {
    const input = person();
    const res = await h.gql<{ register: Record<string, unknown> }>(REGISTER, { r: input });
    expect(res.errors).toBeUndefined();
    const year = new Date().getFullYear();
    expect(res.data!.register).toMatchObject({ email: input.email.toLowerCase(), year, categoryName: 'Socio Pleno', amountCents: 4_500_000 });
    const user = await userByEmail(input.email);
    expect(user).toMatchObject({ firstName: 'Lucía', document: `35${100 + n}222` });
    expect((await h.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.role)).toEqual(['USER']);
    expect((await h.db.select().from(personalInfo).where(eq(personalInfo.userId, user.id)))[0]).toMatchObject({ dateBirth: '1990-04-12', gender: 'FEMENINO', principalContactNumber: '11 4567-8901' });
    const [membership] = await membershipsOf(h.db, user.id);
    expect(membership).toMatchObject({ id: Number(res.data!.register.membershipId), year, categoryId: pleno.id, terminatedMember: false });
    expect(await chargesOf(h.db, user.id)).toMatchObject([{ kind: 'MEMBERSHIP', membershipId: membership.id, amountCents: 4_500_000, currency: 'ARS', status: 'PENDING' }]);
    await h.flushMail();
    const [mail] = h.smtp.to(user.email);
    expect(mail.subject).toBe('Bienvenida a la Asociación');
    expect(mail.text).toContain('Socio Pleno');
    expect(mail.text).toContain(String(year));
    expect(mail.text).toContain('$ 45.000,00');
    expect(mail.html).toContain('Ingresar al portal');
    // The new member can sign in with the password they chose.
    await expect(h.login(user.email, input.password)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('asks a student category for the career and stores it', async () => {
    const missing = await h.gql(REGISTER, { r: person({ categoryId: student.id }) });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors![0].extensions!.fields).toEqual({ universityCareer: 'Ingrese su carrera universitaria' });
    const input = person({ categoryId: student.id, universityCareer: 'Ciencia Política' });
    const res = await h.gql<{ register: { amountCents: number } }>(REGISTER, { r: input });
    expect(res.data!.register.amountCents).toBe(1_500_000);
    const [membership] = await membershipsOf(h.db, (await userByEmail(input.email)).id);
    expect(membership.universityCareer).toBe('Ciencia Política');
  });

  it('refuses a duplicate e-mail or document with CONFLICT on the field, creating nothing', async () => {
    const first = person();
    await h.gql(REGISTER, { r: first });
    const before = (await h.db.select().from(users)).length;
    const sameEmail = await h.gql(REGISTER, { r: person({ email: first.email.toUpperCase() }) });
    expect(codeOf(sameEmail)).toBe('CONFLICT');
    expect(sameEmail.errors![0].extensions!.fields).toEqual({ email: expect.stringContaining('correo electrónico') });
    const sameDocument = await h.gql(REGISTER, { r: person({ document: first.document.replace(/\./g, '') }) });
    expect(codeOf(sameDocument)).toBe('CONFLICT');
    expect(sameDocument.errors![0].extensions!.fields).toEqual({ document: expect.stringContaining('documento') });
    expect((await h.db.select().from(users)).length).toBe(before);
  });

  it('refuses bad input with Spanish messages per field, creating nothing', async () => {
    const before = (await h.db.select().from(users)).length;
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
    expect((await h.db.select().from(users)).length).toBe(before);
  });

  it('refuses fields a visitor may not set (roles, amounts), creating nothing', async () => {
    const res = await h.gql(REGISTER, { r: { ...person(), roles: ['ADMIN'], amountCents: 1 } });
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(await userByEmail(`nueva.socia${n}@example.org`)).toBeUndefined();
  });
});
