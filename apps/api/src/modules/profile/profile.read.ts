import { eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { academicTitles, careers, countries, institutions, provinces, universities } from '../../db/schema/catalogues';
import { academicInfo, personalInfo, professionalInfo } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import type { Viewer } from '../../platform/viewer';
import { forbidden, notFound } from '../../platform/errors';
import { canEditUserProfile } from './profile.rules';

type Named = { id: number; name: string };
type CountryView = Named & { code: string | null; provincesCount: number };
type InstitutionView = Named & { code: string | null };

export type AccountView = { id: string; email: string; firstName: string; lastName: string; document: string };
export type ContactView = {
  id: string;
  country: CountryView | null;
  province: Named | null;
  provinceName: string | null;
  location: string | null;
  address: string | null;
  postalCode: string | null;
  principalContactNumber: string | null;
  secondaryContactNumber: string | null;
};
export type PersonalView = ContactView & { dateBirth: string | null; gender: string | null };
export type ProfessionalView = ContactView & { email: string | null };
export type AcademicView = {
  id: string;
  firstInstitution: InstitutionView | null;
  secondaryInstitution: InstitutionView | null;
  universityCareer: Named | null;
  universityInstitution: Named | null;
  universityTitle: Named | null;
  masterCareer: Named | null;
  masterInstitution: Named | null;
  masterTitle: Named | null;
  doctorateCareer: Named | null;
  doctorateInstitution: Named | null;
  doctorateTitle: Named | null;
  otherComplementaryStudies: string | null;
};
export type ProfileView = { account: AccountView; personal: PersonalView | null; professional: ProfessionalView | null; academic: AcademicView | null };

/** `{ id, name }` of a left-joined row, or null when the join found nothing. */
const ref = <T extends { id: number | null }>(row: T | null): (T & { id: number }) | null =>
  row === null || row.id === null ? null : (row as T & { id: number });

const countryColumns = {
  id: countries.id,
  name: countries.name,
  code: countries.code,
  provincesCount: sql<number>`(select count(*) from provinces p where p.country_id = "countries"."id")::int`,
};

export async function getAccount(db: Executor, userId: string): Promise<AccountView> {
  const [account] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, document: users.document })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound('No se encontró el usuario.');
  return account;
}

function contact(row: { country: { id: number | null } | null; province: { id: number | null } | null }) {
  return { country: ref(row.country) as CountryView | null, province: ref(row.province) as Named | null };
}

export async function getPersonal(db: Executor, userId: string): Promise<PersonalView | null> {
  const [row] = await db
    .select({ p: personalInfo, country: countryColumns, province: { id: provinces.id, name: provinces.name } })
    .from(personalInfo)
    .leftJoin(countries, eq(countries.id, personalInfo.countryId))
    .leftJoin(provinces, eq(provinces.id, personalInfo.provinceId))
    .where(eq(personalInfo.userId, userId));
  if (!row) return null;
  const { userId: id, countryId: _c, provinceId: _p, updatedAt: _u, ...rest } = row.p;
  return { id, ...rest, ...contact(row) };
}

export async function getProfessional(db: Executor, userId: string): Promise<ProfessionalView | null> {
  const [row] = await db
    .select({ p: professionalInfo, country: countryColumns, province: { id: provinces.id, name: provinces.name } })
    .from(professionalInfo)
    .leftJoin(countries, eq(countries.id, professionalInfo.countryId))
    .leftJoin(provinces, eq(provinces.id, professionalInfo.provinceId))
    .where(eq(professionalInfo.userId, userId));
  if (!row) return null;
  const { userId: id, countryId: _c, provinceId: _p, updatedAt: _u, ...rest } = row.p;
  return { id, ...rest, ...contact(row) };
}

const i1 = alias(institutions, 'i1');
const i2 = alias(institutions, 'i2');
const [uc, mc, dc] = [alias(careers, 'uc'), alias(careers, 'mc'), alias(careers, 'dc')];
const [uu, mu, du] = [alias(universities, 'uu'), alias(universities, 'mu'), alias(universities, 'du')];
const [ut, mt, dt] = [alias(academicTitles, 'ut'), alias(academicTitles, 'mt'), alias(academicTitles, 'dt')];
const pick = <T extends { id: AnyPgColumn; name: AnyPgColumn }>(t: T) => ({ id: t.id as T['id'], name: t.name as T['name'] });

/** The academic section with every catalogue name, in one statement. */
export async function getAcademic(db: Executor, userId: string): Promise<AcademicView | null> {
  const a = academicInfo;
  const [row] = await db
    .select({
      other: a.otherComplementaryStudies,
      i1: { id: i1.id, name: i1.name, code: i1.code },
      i2: { id: i2.id, name: i2.name, code: i2.code },
      uc: pick(uc), uu: pick(uu), ut: pick(ut),
      mc: pick(mc), mu: pick(mu), mt: pick(mt),
      dc: pick(dc), du: pick(du), dt: pick(dt),
    })
    .from(a)
    .leftJoin(i1, eq(i1.id, a.firstInstitutionId))
    .leftJoin(i2, eq(i2.id, a.secondaryInstitutionId))
    .leftJoin(uc, eq(uc.id, a.universityCareerId))
    .leftJoin(uu, eq(uu.id, a.universityInstitutionId))
    .leftJoin(ut, eq(ut.id, a.universityTitleId))
    .leftJoin(mc, eq(mc.id, a.masterCareerId))
    .leftJoin(mu, eq(mu.id, a.masterInstitutionId))
    .leftJoin(mt, eq(mt.id, a.masterTitleId))
    .leftJoin(dc, eq(dc.id, a.doctorateCareerId))
    .leftJoin(du, eq(du.id, a.doctorateInstitutionId))
    .leftJoin(dt, eq(dt.id, a.doctorateTitleId))
    .where(eq(a.userId, userId));
  if (!row) return null;
  return {
    id: userId,
    firstInstitution: ref(row.i1) as InstitutionView | null,
    secondaryInstitution: ref(row.i2) as InstitutionView | null,
    universityCareer: ref(row.uc) as Named | null,
    universityInstitution: ref(row.uu) as Named | null,
    universityTitle: ref(row.ut) as Named | null,
    masterCareer: ref(row.mc) as Named | null,
    masterInstitution: ref(row.mu) as Named | null,
    masterTitle: ref(row.mt) as Named | null,
    doctorateCareer: ref(row.dc) as Named | null,
    doctorateInstitution: ref(row.du) as Named | null,
    doctorateTitle: ref(row.dt) as Named | null,
    otherComplementaryStudies: row.other,
  };
}

export async function getProfile(db: Executor, userId: string): Promise<ProfileView> {
  const [account, personal, professional, academic] = await Promise.all([
    getAccount(db, userId),
    getPersonal(db, userId),
    getProfessional(db, userId),
    getAcademic(db, userId),
  ]);
  return { account, personal, professional, academic };
}

/** Another person's profile, for those who may correct it (the user's detail). */
export async function getUserProfile(db: Executor, viewer: Viewer, userId: string): Promise<ProfileView> {
  if (!canEditUserProfile(viewer)) throw forbidden('No puede ver los datos de otra persona.');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) throw notFound('No se encontró el usuario.');
  return getProfile(db, userId);
}
