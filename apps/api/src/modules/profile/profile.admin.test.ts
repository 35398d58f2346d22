import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, provinces } from '../../db/schema/catalogues';
import { auditLog } from '../../db/schema/audit';
import { academicInfo, personalInfo, professionalInfo } from '../../db/schema/profiles';
import { codeOf, createHarness, type Harness } from '../../test/harness';

// An administrator corrects another person's personal, professional and academic data.
const PROFILE = `query ($userId: ID!) { userProfile(userId: $userId) {
  account { id email }
  personal { dateBirth gender location country { name } province { name } provinceName }
  professional { email address }
  academic { otherComplementaryStudies universityCareer { name } } } }`;
const PERSONAL = 'mutation ($userId: ID!, $data: PersonalInfoInput!) { updateUserPersonalInfo(userId: $userId, data: $data) { id dateBirth gender location country { name } province { name } provinceName } }';
const PROFESSIONAL = 'mutation ($userId: ID!, $data: ProfessionalInfoInput!) { updateUserProfessionalInfo(userId: $userId, data: $data) { id email address } }';
const ACADEMIC = 'mutation ($userId: ID!, $data: AcademicInfoInput!) { updateUserAcademicInfo(userId: $userId, data: $data) { id otherComplementaryStudies universityCareer { name } } }';
const DETAIL = 'query ($id: ID!) { user(id: $id) { permissions { canEditProfile } } userAuditEntries(userId: $id) { items { action sentence actorName changes { label before after } } } }';

let h: Harness;
let ar: { id: number; cordoba: number };
beforeAll(async () => {
  h = await createHarness();
  const [a] = await h.db.select().from(countries).where(eq(countries.code, 'AR'));
  const [c] = await h.db.select().from(provinces).where(eq(provinces.name, 'Córdoba'));
  ar = { id: a.id, cordoba: c.id };
});
afterAll(() => h.close());

const signedIn = (roles: ('USER' | 'ADMIN' | 'SYSADMIN' | 'TESORERIA')[]) => h.signIn({ roles, firstName: roles[0] === 'USER' ? 'Socia' : 'Admin' });

const auditRows = (userId: string) => h.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId));

describe('updateUserPersonalInfo, updateUserProfessionalInfo, updateUserAcademicInfo', () => {
  it('ADMIN corrects the three sections; each change is one audit row with readable before and after', async () => {
    const admin = await signedIn(['ADMIN']);
    const member = await signedIn(['USER']);
    await h.gql('mutation ($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { id } }', { data: { location: 'Rosario', gender: 'FEMENINO' } }, { token: member.token });

    const personal = await h.gql<{ updateUserPersonalInfo: Record<string, unknown> }>(
      PERSONAL,
      { userId: member.user.id, data: { dateBirth: '1980-01-31', gender: 'FEMENINO', countryId: String(ar.id), provinceId: String(ar.cordoba), location: 'Córdoba' } },
      { token: admin.token },
    );
    expect(personal.errors).toBeUndefined();
    expect(personal.data!.updateUserPersonalInfo).toMatchObject({ id: member.user.id, dateBirth: '1980-01-31', location: 'Córdoba', country: { name: 'Argentina' }, province: { name: 'Córdoba' } });
    const professional = await h.gql(PROFESSIONAL, { userId: member.user.id, data: { email: 'Oficina@Example.org', address: 'Calle 1' } }, { token: admin.token });
    expect(professional.errors).toBeUndefined();
    const academic = await h.gql(ACADEMIC, { userId: member.user.id, data: { universityCareer: { name: 'Sociología' }, otherComplementaryStudies: 'Curso' } }, { token: admin.token });
    expect(academic.errors).toBeUndefined();

    // The member sees the corrected data in "Mi perfil"; the admin reads it from the user's detail.
    const seen = await h.gql<{ userProfile: Record<string, Record<string, unknown>> }>(PROFILE, { userId: member.user.id }, { token: admin.token });
    expect(seen.data!.userProfile).toMatchObject({
      account: { id: member.user.id },
      personal: { location: 'Córdoba', province: { name: 'Córdoba' } },
      professional: { email: 'oficina@example.org', address: 'Calle 1' },
      academic: { otherComplementaryStudies: 'Curso', universityCareer: { name: 'Sociología' } },
    });
    const mine = await h.gql<{ myProfile: { personal: { location: string } } }>('{ myProfile { personal { location } } }', {}, { token: member.token });
    expect(mine.data!.myProfile.personal.location).toBe('Córdoba');

    const rows = await auditRows(member.user.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['profile.academic.updated', 'profile.personal.updated', 'profile.professional.updated']);
    const personalRow = rows.find((r) => r.action === 'profile.personal.updated')!;
    expect(personalRow).toMatchObject({ actorId: admin.user.id, targetType: 'user', targetId: member.user.id });
    expect(personalRow.before).toMatchObject({ location: 'Rosario', country: null, dateBirth: null });
    expect(personalRow.after).toMatchObject({ location: 'Córdoba', country: 'Argentina', province: 'Córdoba', dateBirth: '1980-01-31' });

    type Change = { label: string; before: string | null; after: string | null };
    const detail = await h.gql<{ user: { permissions: { canEditProfile: boolean } }; userAuditEntries: { items: { action: string; sentence: string; actorName: string; changes: Change[] }[] } }>(
      DETAIL, { id: member.user.id }, { token: admin.token },
    );
    expect(detail.data!.user.permissions.canEditProfile).toBe(true);
    const entry = detail.data!.userAuditEntries.items.find((e) => e.action === 'profile.personal.updated')!;
    expect(entry.sentence).toBe(`${admin.user.firstName} ${admin.user.lastName} corrigió los datos personales.`);
    expect(entry.actorName).toBe(`${admin.user.firstName} ${admin.user.lastName}`);
    expect(entry.changes).toContainEqual({ label: 'Localidad', before: 'Rosario', after: 'Córdoba' });
    expect(entry.changes).toContainEqual({ label: 'País', before: '—', after: 'Argentina' });
    expect(entry.changes).toContainEqual({ label: 'Fecha de nacimiento', before: '—', after: '31/01/1980' });
    expect(entry.changes.map((c) => c.label)).not.toContain('Género');
  });

  it('SYSADMIN may correct them too', async () => {
    const sysadmin = await signedIn(['SYSADMIN']);
    const member = await signedIn(['USER']);
    const res = await h.gql(PROFESSIONAL, { userId: member.user.id, data: { address: 'Av. Siempreviva 742' } }, { token: sysadmin.token });
    expect(res.errors).toBeUndefined();
    expect(await auditRows(member.user.id)).toHaveLength(1);
  });

  it('needs a session; a USER (or TESORERIA) cannot read or correct another person; nothing changes', async () => {
    const member = await signedIn(['USER']);
    const other = await signedIn(['USER']);
    const treasurer = await signedIn(['TESORERIA']);
    for (const token of [undefined, other.token, treasurer.token]) {
      const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(codeOf(await h.gql(PERSONAL, { userId: member.user.id, data: { location: 'Intrusa' } }, { token }))).toBe(expected);
      expect(codeOf(await h.gql(PROFESSIONAL, { userId: member.user.id, data: { address: 'Intrusa' } }, { token }))).toBe(expected);
      expect(codeOf(await h.gql(ACADEMIC, { userId: member.user.id, data: { otherComplementaryStudies: 'Intrusa' } }, { token }))).toBe(expected);
      expect(codeOf(await h.gql(PROFILE, { userId: member.user.id }, { token }))).toBe(expected);
    }
    // Not even on oneself through the administrators' mutation.
    expect(codeOf(await h.gql(PERSONAL, { userId: other.user.id, data: { location: 'Propia' } }, { token: other.token }))).toBe('FORBIDDEN');
    expect(await h.db.select().from(personalInfo).where(eq(personalInfo.userId, member.user.id))).toEqual([]);
    expect(await h.db.select().from(professionalInfo).where(eq(professionalInfo.userId, member.user.id))).toEqual([]);
    expect(await h.db.select().from(academicInfo).where(eq(academicInfo.userId, member.user.id))).toEqual([]);
    expect(await auditRows(member.user.id)).toEqual([]);
  });

  it('bad input is BAD_USER_INPUT per field and changes nothing (no section, no audit row); an unknown person is NOT_FOUND, a malformed id BAD_USER_INPUT', async () => {
    const admin = await signedIn(['ADMIN']);
    const member = await signedIn(['USER']);
    const cases = [
      [PERSONAL, { dateBirth: '1990-02-30', location: 'X' }, 'dateBirth'],
      [PERSONAL, { countryId: String(ar.id), provinceName: 'Texto libre' }, 'provinceName'],
      [PROFESSIONAL, { email: 'no es correo' }, 'email'],
      [ACADEMIC, { universityCareer: { id: '999999' } }, 'universityCareer'],
    ] as const;
    for (const [mutation, data, field] of cases) {
      const res = await h.gql(mutation, { userId: member.user.id, data }, { token: admin.token });
      expect(codeOf(res), JSON.stringify(data)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields).toHaveProperty(field);
    }
    expect(await h.db.select().from(personalInfo).where(eq(personalInfo.userId, member.user.id))).toEqual([]);
    expect(await h.db.select().from(professionalInfo).where(eq(professionalInfo.userId, member.user.id))).toEqual([]);
    expect(await h.db.select().from(academicInfo).where(eq(academicInfo.userId, member.user.id))).toEqual([]);
    expect(await auditRows(member.user.id)).toEqual([]);
    for (const [userId, code] of [
      ['00000000-0000-4000-8000-000000000000', 'NOT_FOUND'],
      ['no-es-un-id', 'BAD_USER_INPUT'],
    ]) {
      expect(codeOf(await h.gql(PERSONAL, { userId, data: { location: 'X' } }, { token: admin.token }))).toBe(code);
      expect(codeOf(await h.gql(PROFILE, { userId }, { token: admin.token }))).toBe(code);
    }
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.user.id)))).toEqual([]);
  });
});
