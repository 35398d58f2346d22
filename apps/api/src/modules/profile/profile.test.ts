import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicTitles, careers, countries, provinces } from '../../db/schema/catalogues';
import { academicInfo, personalInfo, professionalInfo } from '../../db/schema/profiles';
import { emailChangeRequests } from '../../db/schema/confirmations';
import { passwordResets } from '../../db/schema/sessions';
import { userRoles, users } from '../../db/schema/users';
import { buildInstitution, buildUniversity, buildUser, TEST_PASSWORD } from '../../test/factories';
import { DomainError } from '../../platform/errors';
import { codeOf, createHarness, PUBLIC_URL, type Harness } from '../../test/harness';
import { auditOfUser } from '../../test/rows';
import { updateMyAcademicInfo, updateMyPersonalInfo, updateMyProfessionalInfo } from './profile.service';

const PROFILE = `{ myProfile {
  account { id email firstName lastName document }
  personal { id dateBirth gender country { id name } province { id name } location address postalCode principalContactNumber secondaryContactNumber }
  professional { id email country { id name } province { id name } location address postalCode principalContactNumber secondaryContactNumber }
  academic { id firstInstitution { id name code } secondaryInstitution { id name }
    universityCareer { id name } universityInstitution { id name } universityTitle { id name }
    masterCareer { id name } masterInstitution { id name } masterTitle { id name }
    doctorateCareer { id name } doctorateInstitution { id name } doctorateTitle { id name } otherComplementaryStudies } } }`;
const ACCOUNT = 'mutation ($data: AccountInput!) { updateMeAccount(data: $data) { id email firstName lastName document pendingEmail } }';
const CONFIRM_EMAIL = 'mutation ($t: String!) { confirmEmailChange(token: $t) { email } }';
const ME = '{ me { id } }';
const REFRESH = 'mutation ($t: String!) { refreshToken(refreshToken: $t) { token } }';
const PERSONAL = 'mutation ($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { id dateBirth gender country { name } province { name } location principalContactNumber } }';
const PROFESSIONAL = 'mutation ($data: ProfessionalInfoInput!) { updateMeProffesionalInfo(data: $data) { id email country { name } province { name } address } }';
const ACADEMIC = `mutation ($data: AcademicInfoInput!) { updateMeAcademicInfo(data: $data) { id firstInstitution { name } universityCareer { id name }
  universityInstitution { name } universityTitle { id name } masterCareer { id name } otherComplementaryStudies } }`;

let h: Harness;
let ar: { id: number; cordoba: number };
let cl: number;
let uba: number;
let conicet: number;
beforeAll(async () => {
  h = await createHarness();
  const [a] = await h.db.select().from(countries).where(eq(countries.code, 'AR'));
  const [c] = await h.db.select().from(provinces).where(eq(provinces.name, 'Córdoba'));
  ar = { id: a.id, cordoba: c.id };
  cl = (await h.db.select().from(countries).where(eq(countries.code, 'CL')))[0].id;
  uba = (await buildUniversity(h.db, { name: 'Universidad de Buenos Aires' })).id;
  conicet = (await buildInstitution(h.db, { name: 'CONICET', code: 'CONICET' })).id;
});
afterAll(() => h.close());


describe('myProfile', () => {
  it('returns the account and null sections before the first save', async () => {
    const { user, token } = await h.signIn();
    const res = await h.gql<{ myProfile: Record<string, unknown> }>(PROFILE, {}, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.myProfile).toEqual({
      account: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, document: user.document },
      personal: null,
      professional: null,
      academic: null,
    });
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(PROFILE))).toBe('UNAUTHENTICATED');
  });
});

describe('updateMeAccount', () => {
  it('changes names and document at once without the password when the e-mail stays, normalising the document', async () => {
    const { user, token } = await h.signIn();
    const res = await h.gql<{ updateMeAccount: Record<string, string> }>(
      ACCOUNT, { data: { email: ` ${user.email.toUpperCase()} `, firstName: 'Lucía', lastName: 'Paz', document: '35.123.456' } }, { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateMeAccount).toEqual({ id: user.id, email: user.email, firstName: 'Lucía', lastName: 'Paz', document: '35123456', pendingEmail: null });
    await h.flushMail();
    expect(h.smtp.to(user.email)).toEqual([]);
  });

  it('refuses an e-mail change without the current password or with a wrong one, on `currentPassword`; nothing changes', async () => {
    const { user, token } = await h.signIn();
    const data = { email: 'otra.direccion@example.org', firstName: 'Nuevo', lastName: 'Nombre', document: user.document };
    const missing = await h.gql(ACCOUNT, { data }, { token });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors![0].extensions!.fields).toEqual({ currentPassword: 'Ingrese su contraseña actual para cambiar el correo electrónico.' });
    const wrong = await h.gql(ACCOUNT, { data: { ...data, currentPassword: 'no-es-la-clave' } }, { token });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors![0].extensions!.fields).toEqual({ currentPassword: 'La contraseña actual no es correcta.' });
    const [kept] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({ email: user.email, firstName: user.firstName, lastName: user.lastName });
    expect(await h.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id))).toEqual([]);
    await h.flushMail();
    expect(h.smtp.to('otra.direccion@example.org')).toEqual([]);
  });

  it('applies a new e-mail only when the link mailed to it is followed; tells the old address, ends the other sessions but not the one that asked, audits', async () => {
    const { user, token, refreshToken } = await h.signIn();
    const other = await h.login(user.email);
    const res = await h.gql<{ updateMeAccount: Record<string, string> }>(
      ACCOUNT, { data: { email: ' Nueva.Direccion@Example.org ', firstName: 'Lucía', lastName: 'Paz', document: user.document, currentPassword: TEST_PASSWORD } }, { token },
    );
    expect(res.errors).toBeUndefined();
    // Names apply at once; the e-mail waits.
    expect(res.data!.updateMeAccount).toEqual({ id: user.id, email: user.email, firstName: 'Lucía', lastName: 'Paz', document: user.document, pendingEmail: 'nueva.direccion@example.org' });
    expect((await h.db.select().from(users).where(eq(users.id, user.id)))[0].email).toBe(user.email);
    await h.login(user.email);
    await expect(h.login('nueva.direccion@example.org')).rejects.toThrow();
    expect((await h.gql(ME, {}, { token: other.token })).errors).toBeUndefined();

    await h.flushMail();
    expect(h.smtp.to(user.email)).toEqual([]);
    const [confirmation] = h.smtp.to('nueva.direccion@example.org');
    expect(confirmation.subject).toBe('Confirme su nueva dirección de correo');
    const link = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/correo/confirmar/([A-Za-z0-9_-]+)`).exec(confirmation.text)!;
    h.smtp.clear();

    const confirmed = await h.gql<{ confirmEmailChange: { email: string } }>(CONFIRM_EMAIL, { t: link[1] });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmEmailChange).toEqual({ email: 'nueva.direccion@example.org' });
    expect((await h.db.select().from(users).where(eq(users.id, user.id)))[0].email).toBe('nueva.direccion@example.org');
    await h.login('nueva.direccion@example.org');
    await expect(h.login(user.email)).rejects.toThrow();
    // The session that asked goes on; every other one ended.
    expect((await h.gql(ME, {}, { token })).errors).toBeUndefined();
    expect((await h.gql(REFRESH, { t: refreshToken })).errors).toBeUndefined();
    expect(codeOf(await h.gql(ME, {}, { token: other.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(REFRESH, { t: other.refreshToken }))).toBe('UNAUTHENTICATED');

    await h.flushMail();
    const [notice] = h.smtp.to(user.email);
    expect(notice.subject).toBe('Su dirección de correo fue cambiada');
    expect(notice.text).toContain('nueva.direccion@example.org');
    expect(notice.text).toContain('ayuda@asociacion.test');
    const audit = (await auditOfUser(h.db, user.id)).filter((a) => a.action === 'user.email.changed');
    expect(audit).toMatchObject([{ actorId: user.id, targetType: 'user', targetId: user.id, before: { email: user.email }, after: { email: 'nueva.direccion@example.org' } }]);

    // The link is spent.
    const again = await h.gql(CONFIRM_EMAIL, { t: link[1] });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0].extensions!.fields).toEqual({ token: expect.stringMatching(/^El enlace para confirmar el correo no es válido/) });
  });

  it('refuses an unknown or expired e-mail change link; the e-mail stays', async () => {
    const { user, token } = await h.signIn();
    expect(codeOf(await h.gql(CONFIRM_EMAIL, { t: 'no-existe' }))).toBe('BAD_USER_INPUT');
    await h.gql(ACCOUNT, { data: { email: 'tarde@example.org', firstName: 'A', lastName: 'B', document: user.document, currentPassword: TEST_PASSWORD } }, { token });
    await h.flushMail();
    const t = /\/correo\/confirmar\/([A-Za-z0-9_-]+)/.exec(h.smtp.to('tarde@example.org')[0].text)![1];
    await h.db.update(emailChangeRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(emailChangeRequests.userId, user.id));
    expect(codeOf(await h.gql(CONFIRM_EMAIL, { t }))).toBe('BAD_USER_INPUT');
    expect((await h.db.select().from(users).where(eq(users.id, user.id)))[0].email).toBe(user.email);
    expect(await auditOfUser(h.db, user.id)).toEqual([]);
  });

  it('a password recovery (which proves the current address) cancels a pending e-mail change', async () => {
    const { user, token } = await h.signIn();
    await h.gql(ACCOUNT, { data: { email: 'robada@example.org', firstName: 'A', lastName: 'B', document: user.document, currentPassword: TEST_PASSWORD } }, { token });
    await h.gql('mutation ($u: String!) { recoveryPasswordInit(username: $u) }', { u: user.email });
    await h.flushMail();
    const t = /\/correo\/confirmar\/([A-Za-z0-9_-]+)/.exec(h.smtp.to('robada@example.org')[0].text)![1];
    const recovery = /\/recuperacion\/([^/\s]+)\//.exec(h.smtp.to(user.email).find((m) => m.subject === 'Recuperación de contraseña')!.text)![1];
    const reset = await h.gql('mutation ($t: String!, $e: String!) { recoveryPassword(token: $t, email: $e, newPassword: "recuperada del todo 1") }', { t: decodeURIComponent(recovery), e: user.email });
    expect(reset.errors).toBeUndefined();
    expect(codeOf(await h.gql(CONFIRM_EMAIL, { t }))).toBe('BAD_USER_INPUT');
    expect((await h.db.select().from(users).where(eq(users.id, user.id)))[0].email).toBe(user.email);
  });

  it('spends the recovery links mailed to the old address when the new e-mail applies', async () => {
    const { user, token } = await h.signIn();
    await h.gql('mutation ($u: String!) { recoveryPasswordInit(username: $u) }', { u: user.email });
    await h.gql(ACCOUNT, { data: { email: 'mudanza@example.org', firstName: 'A', lastName: 'B', document: user.document, currentPassword: TEST_PASSWORD } }, { token });
    await h.flushMail();
    const t = /\/correo\/confirmar\/([A-Za-z0-9_-]+)/.exec(h.smtp.to('mudanza@example.org')[0].text)![1];
    expect((await h.gql(CONFIRM_EMAIL, { t })).errors).toBeUndefined();
    const resets = await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets).toHaveLength(1);
    expect(resets[0].usedAt).not.toBeNull();
  });

  it('refuses an e-mail or document another account uses, on that field; nothing changes', async () => {
    const other = await buildUser(h.db);
    const { user, token } = await h.signIn();
    const base = { email: user.email, firstName: 'X', lastName: 'Y', document: user.document };
    // Without the password, a taken e-mail is not told apart from a free one.
    const guess = await h.gql(ACCOUNT, { data: { ...base, email: other.email.toUpperCase() } }, { token });
    expect(guess.errors![0].extensions!.fields).toEqual({ currentPassword: expect.any(String) });
    const email = await h.gql(ACCOUNT, { data: { ...base, email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD } }, { token });
    expect(codeOf(email)).toBe('CONFLICT');
    expect(email.errors![0].extensions!.fields).toEqual({ email: 'Ya existe una cuenta con ese correo electrónico.' });
    const doc = await h.gql(ACCOUNT, { data: { ...base, document: other.document } }, { token });
    expect(doc.errors![0].extensions!.fields).toEqual({ document: 'Ya existe una cuenta con ese número de documento.' });
    const [kept] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({ email: user.email, firstName: user.firstName, document: user.document });
  });

  it('answers BAD_USER_INPUT with fields; extra fields like userId or roles are refused; nothing changes', async () => {
    const victim = await buildUser(h.db);
    const { user, token } = await h.signIn();
    const bad = await h.gql(ACCOUNT, { data: { email: 'no-es-correo', firstName: '', lastName: 'Y', document: '12' } }, { token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors![0].extensions!.fields as object).sort()).toEqual(['document', 'email', 'firstName']);
    const extra = await h.gql(ACCOUNT, { data: { email: 'otra@example.org', firstName: 'X', lastName: 'Y', document: '33444555', userId: victim.id, roles: ['SYSADMIN'] } }, { token });
    // The GraphQL layer refuses fields the input type does not declare, before any resolver runs.
    expect(extra.status).toBe(400);
    expect(extra.errors![0].message).toContain('«userId» no está permitido');
    const inline = await h.gql(`mutation { updateMeAccount(data: { email: "otra@example.org", firstName: "X", lastName: "Y", document: "33444555", userId: "${victim.id}" }) { id } }`, {}, { token });
    expect(inline.errors).toBeDefined();
    const [kept] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(kept.email).toBe(user.email);
    const [v] = await h.db.select().from(users).where(eq(users.id, victim.id));
    expect(v.email).toBe(victim.email);
    expect(await h.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(ACCOUNT, { data: { email: 'a@b.org', firstName: 'a', lastName: 'b', document: '30111222' } }))).toBe('UNAUTHENTICATED');
  });
});

describe('updateMePersonalInfo and updateMeProffesionalInfo', () => {
  it('save the own sections (any role); the profile shows them', async () => {
    const { token } = await h.signIn('TESORERIA');
    const personal = await h.gql<{ updateMePersonalInfo: Record<string, unknown> }>(
      PERSONAL,
      { data: { dateBirth: '1985-03-09', gender: 'FEMENINO', countryId: String(ar.id), provinceId: String(ar.cordoba), location: 'Córdoba', principalContactNumber: '+54 351 555-1234' } },
      { token },
    );
    expect(personal.errors).toBeUndefined();
    expect(personal.data!.updateMePersonalInfo).toMatchObject({ dateBirth: '1985-03-09', gender: 'FEMENINO', country: { name: 'Argentina' }, province: { name: 'Córdoba' }, location: 'Córdoba' });
    const prof = await h.gql<{ updateMeProffesionalInfo: Record<string, unknown> }>(
      PROFESSIONAL, { data: { email: 'Trabajo@Example.org', countryId: cl, address: 'Alameda 123' } }, { token },
    );
    expect(prof.errors).toBeUndefined();
    expect(prof.data!.updateMeProffesionalInfo).toMatchObject({ email: 'trabajo@example.org', country: { name: 'Chile' }, province: null, address: 'Alameda 123' });
    const again = await h.gql<{ updateMePersonalInfo: Record<string, unknown> }>(PERSONAL, { data: { location: 'Rosario' } }, { token });
    expect(again.data!.updateMePersonalInfo).toMatchObject({ location: 'Rosario', country: null, dateBirth: null });
    const profile = await h.gql<{ myProfile: { personal: { location: string }; professional: { email: string } } }>(PROFILE, {}, { token });
    expect(profile.data!.myProfile.personal.location).toBe('Rosario');
    expect(profile.data!.myProfile.professional.email).toBe('trabajo@example.org');
  });

  it('refuse a province of another country, an unknown country and bad formats; nothing is saved', async () => {
    const { user, token } = await h.signIn();
    const cases = [
      [{ countryId: cl, provinceId: ar.cordoba }, 'provinceId'],
      [{ countryId: 999999 }, 'countryId'],
      [{ provinceId: ar.cordoba }, 'provinceId'],
      [{ dateBirth: '2999-01-01' }, 'dateBirth'],
      [{ dateBirth: '1990-02-30' }, 'dateBirth'],
      [{ gender: 'ROBOT' }, 'gender'],
      [{ principalContactNumber: 'llámeme' }, 'principalContactNumber'],
    ] as const;
    for (const [data, field] of cases) {
      const res = await h.gql(PERSONAL, { data }, { token });
      expect(codeOf(res), JSON.stringify(data)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields).toHaveProperty(field);
    }
    const prof = await h.gql(PROFESSIONAL, { data: { email: 'no es correo' } }, { token });
    expect(prof.errors![0].extensions!.fields).toHaveProperty('email');
    const extra = await h.gql(PERSONAL, { data: { location: 'X', userId: user.id } }, { token });
    expect(extra.errors).toBeDefined();
    expect(await h.db.select().from(personalInfo).where(eq(personalInfo.userId, user.id))).toEqual([]);
    expect(await h.db.select().from(professionalInfo).where(eq(professionalInfo.userId, user.id))).toEqual([]);
  });

  it('keep the province as free text for a country whose provinces are not listed, and refuse it for one whose are', async () => {
    const { user, token } = await h.signIn();
    const PLACE = 'mutation ($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { country { name } province { name } provinceName } }';
    const chile = await h.gql<{ updateMePersonalInfo: Record<string, unknown> }>(PLACE, { data: { countryId: cl, provinceName: '  Región de Valparaíso ' } }, { token });
    expect(chile.errors).toBeUndefined();
    expect(chile.data!.updateMePersonalInfo).toEqual({ country: { name: 'Chile' }, province: null, provinceName: 'Región de Valparaíso' });
    const prof = await h.gql<{ updateMeProffesionalInfo: { provinceName: string } }>(
      'mutation ($data: ProfessionalInfoInput!) { updateMeProffesionalInfo(data: $data) { provinceName } }', { data: { countryId: cl, provinceName: 'Santiago' } }, { token },
    );
    expect(prof.data!.updateMeProffesionalInfo.provinceName).toBe('Santiago');
    for (const data of [{ countryId: ar.id, provinceName: 'Córdoba' }, { provinceName: 'Sin país' }]) {
      const res = await h.gql(PLACE, { data }, { token });
      expect(codeOf(res), JSON.stringify(data)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields).toHaveProperty('provinceName');
    }
    const [kept] = await h.db.select().from(personalInfo).where(eq(personalInfo.userId, user.id));
    expect(kept).toMatchObject({ countryId: cl, provinceId: null, provinceName: 'Región de Valparaíso' });
  });

  it('need a session', async () => {
    expect(codeOf(await h.gql(PERSONAL, { data: {} }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(PROFESSIONAL, { data: {} }))).toBe('UNAUTHENTICATED');
  });
});

describe('mass assignment below the GraphQL layer', () => {
  // GraphQL refuses undeclared input fields before any resolver runs (tests above); these call the
  // services directly, as a future JSON scalar or a loosened input type would, with keys that name
  // columns of the table (the owner, the row id, timestamps) or another person.
  const viewerOf = (user: { id: string; email: string }) => ({ id: user.id, sessionId: '00000000-0000-4000-8000-000000000001', email: user.email, roles: ['USER' as const], conferenceRoles: [] });
  const extras = (victimId: string) => ({ userId: victimId, id: 1, updatedAt: '2000-01-01T00:00:00Z', createdAt: '2000-01-01T00:00:00Z', roles: ['SYSADMIN'] });

  it('the personal, professional and academic services refuse keys their input does not declare; nothing is saved for anyone', async () => {
    const victim = await buildUser(h.db);
    const attacker = await buildUser(h.db);
    const viewer = viewerOf(attacker);
    const attempts: [string, () => Promise<unknown>][] = [
      ['personal', () => updateMyPersonalInfo(h.app.services, viewer, { location: 'Intrusa', ...extras(victim.id) })],
      ['professional', () => updateMyProfessionalInfo(h.app.services, viewer, { location: 'Intrusa', ...extras(victim.id) })],
      ['academic', () => updateMyAcademicInfo(h.app.services, viewer, { otherComplementaryStudies: 'Intrusa', ...extras(victim.id) })],
    ];
    for (const [section, attempt] of attempts) {
      const error = await attempt().then(() => null, (e: unknown) => e);
      expect(error, section).toBeInstanceOf(DomainError);
      expect((error as DomainError).code, section).toBe('BAD_USER_INPUT');
      expect(JSON.stringify((error as DomainError).fields), section).toContain('Campos no permitidos');
    }
    for (const userId of [victim.id, attacker.id]) {
      expect(await h.db.select().from(personalInfo).where(eq(personalInfo.userId, userId))).toEqual([]);
      expect(await h.db.select().from(professionalInfo).where(eq(professionalInfo.userId, userId))).toEqual([]);
      expect(await h.db.select().from(academicInfo).where(eq(academicInfo.userId, userId))).toEqual([]);
    }
    // The same call without the extra keys saves, for the caller only.
    await updateMyPersonalInfo(h.app.services, viewer, { location: 'Propia' });
    expect((await h.db.select().from(personalInfo).where(eq(personalInfo.userId, attacker.id)))[0].location).toBe('Propia');
    expect(await h.db.select().from(personalInfo).where(eq(personalInfo.userId, victim.id))).toEqual([]);
  });
});

describe('updateMeAcademicInfo', () => {
  it('saves institutions and choices; a new name creates the catalogue row, an existing one (any case) is reused', async () => {
    const [existing] = await h.db.insert(careers).values({ name: 'Licenciatura en Ciencia Política' }).returning();
    const { token } = await h.signIn();
    const res = await h.gql<{ updateMeAcademicInfo: Record<string, { id: string; name: string } | string | null> }>(
      ACADEMIC,
      {
        data: {
          firstInstitutionId: String(conicet),
          universityInstitutionId: String(uba),
          universityCareer: { name: 'licenciatura en ciencia política' },
          universityTitle: { name: '  Licenciada en   Ciencia Política ' },
          masterCareer: { id: String(existing.id) },
          otherComplementaryStudies: 'Diplomatura en datos',
        },
      },
      { token },
    );
    expect(res.errors).toBeUndefined();
    const saved = res.data!.updateMeAcademicInfo;
    expect(saved).toMatchObject({
      firstInstitution: { name: 'CONICET' },
      universityInstitution: { name: 'Universidad de Buenos Aires' },
      universityCareer: { id: String(existing.id), name: 'Licenciatura en Ciencia Política' },
      universityTitle: { name: 'Licenciada en Ciencia Política' },
      masterCareer: { id: String(existing.id) },
      otherComplementaryStudies: 'Diplomatura en datos',
    });
    expect(await h.db.select().from(careers).where(sql`lower(${careers.name}) = 'licenciatura en ciencia política'`)).toHaveLength(1);
    expect(await h.db.select().from(academicTitles).where(eq(academicTitles.name, 'Licenciada en Ciencia Política'))).toHaveLength(1);
    const titles = await h.gql<{ academicTitles: { name: string }[] }>('{ academicTitles(search: "licenciada") { name } }', {}, { token });
    expect(titles.data!.academicTitles.map((t) => t.name)).toEqual(['Licenciada en Ciencia Política']);
  });

  it('refuses unknown ids, both id and name, and extra fields; nothing is saved or created', async () => {
    const { user, token } = await h.signIn();
    const careersBefore = (await h.db.select().from(careers)).length;
    const cases = [
      [{ firstInstitutionId: '999999' }, 'firstInstitutionId'],
      [{ universityInstitutionId: String(conicet + 100000) }, 'universityInstitutionId'],
      [{ universityCareer: { id: '999999' } }, 'universityCareer'],
      [{ universityCareer: { id: '1', name: 'Otra' } }, 'universityCareer'],
      [{ universityCareer: { name: 'Nueva carrera' }, doctorateTitle: {} }, 'doctorateTitle'],
      [{ masterCareer: { name: 'Nueva carrera' }, masterTitle: { id: '888888' } }, 'masterTitle'],
    ] as const;
    for (const [data, field] of cases) {
      const res = await h.gql(ACADEMIC, { data }, { token });
      expect(codeOf(res), JSON.stringify(data)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields).toHaveProperty(field);
    }
    const extra = await h.gql(ACADEMIC, { data: { otherComplementaryStudies: 'x', userId: user.id } }, { token });
    expect(extra.errors).toBeDefined();
    expect(await h.db.select().from(academicInfo).where(eq(academicInfo.userId, user.id))).toEqual([]);
    expect(await h.db.select().from(careers)).toHaveLength(careersBefore);
  });

  it('changes only the signed-in person\'s data', async () => {
    const a = await h.signIn();
    const b = await h.signIn();
    await h.gql(ACADEMIC, { data: { otherComplementaryStudies: 'De A' } }, { token: a.token });
    await h.gql(ACADEMIC, { data: { otherComplementaryStudies: 'De B' } }, { token: b.token });
    const [rowA] = await h.db.select().from(academicInfo).where(eq(academicInfo.userId, a.user.id));
    expect(rowA.otherComplementaryStudies).toBe('De A');
    const [rowB] = await h.db.select().from(academicInfo).where(eq(academicInfo.userId, b.user.id));
    expect(rowB.otherComplementaryStudies).toBe('De B');
    const seenByA = await h.gql<{ myProfile: { academic: { otherComplementaryStudies: string } } }>(PROFILE, {}, { token: a.token });
    expect(seenByA.data!.myProfile.academic.otherComplementaryStudies).toBe('De A');
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(ACADEMIC, { data: {} }))).toBe('UNAUTHENTICATED');
  });
});
