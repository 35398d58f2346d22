import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { accountInput, academicInfoInput, personalInfoInput, professionalInfoInput, type CatalogueChoice } from '@portal/domain/profile';
import { academicTitles, careers, countries, institutions, provinces, universities } from '../../db/schema/catalogues';
import { academicInfo, personalInfo, professionalInfo } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Services, Viewer } from '../../graphql/context';
import { badInput, conflict, parseInput } from '../../graphql/errors';
import type { Executor } from '../../platform/db';
import { findOrCreateByName, type GrowingTable } from '../catalogues/growing-catalogues';
import { getAccount, getAcademic, getPersonal, getProfessional } from './profile.read';

const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo electrónico.';
const DOCUMENT_TAKEN = 'Ya existe una cuenta con ese número de documento.';

/** The signed-in person's own account; e-mail and document stay unique. */
export async function updateMyAccount(services: Services, viewer: Viewer, input: unknown) {
  const data = parseInput(accountInput, input);
  return services.database.db.transaction(async (tx) => {
    const taken = await tx
      .select({ email: users.email, document: users.document })
      .from(users)
      .where(and(ne(users.id, viewer.id), or(eq(users.email, data.email), eq(users.document, data.document))));
    const fields: Record<string, string> = {};
    if (taken.some((u) => u.email === data.email)) fields.email = EMAIL_TAKEN;
    if (taken.some((u) => u.document === data.document)) fields.document = DOCUMENT_TAKEN;
    if (Object.keys(fields).length) throw conflict(Object.values(fields)[0], fields);
    await tx.update(users).set({ ...data, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    return getAccount(tx, viewer.id);
  });
}

type Contact = { countryId: number | null; provinceId: number | null };

/** The country exists; a province belongs to it; a country with provinces may leave it empty. */
async function checkPlace(tx: Executor, { countryId, provinceId }: Contact) {
  if (countryId === null) {
    if (provinceId !== null) throw badInput({ provinceId: 'Seleccione primero el país' });
    return;
  }
  const [country] = await tx
    .select({ id: countries.id, provinceCountry: sql<number | null>`(select ${provinces.countryId} from ${provinces} where ${provinces.id} = ${provinceId ?? 0})` })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw badInput({ countryId: 'Seleccione un país de la lista' });
  if (provinceId !== null && country.provinceCountry !== countryId) throw badInput({ provinceId: 'La provincia no corresponde al país elegido' });
}

export async function updateMyPersonalInfo(services: Services, viewer: Viewer, input: unknown) {
  const data = parseInput(personalInfoInput, input);
  return services.database.db.transaction(async (tx) => {
    await checkPlace(tx, data);
    const values = { ...data, updatedAt: new Date() };
    await tx.insert(personalInfo).values({ userId: viewer.id, ...values }).onConflictDoUpdate({ target: personalInfo.userId, set: values });
    return (await getPersonal(tx, viewer.id))!;
  });
}

export async function updateMyProfessionalInfo(services: Services, viewer: Viewer, input: unknown) {
  const data = parseInput(professionalInfoInput, input);
  return services.database.db.transaction(async (tx) => {
    await checkPlace(tx, data);
    const values = { ...data, updatedAt: new Date() };
    await tx.insert(professionalInfo).values({ userId: viewer.id, ...values }).onConflictDoUpdate({ target: professionalInfo.userId, set: values });
    return (await getProfessional(tx, viewer.id))!;
  });
}

/** Ids (by field) that must exist in `table`; BAD_USER_INPUT on the fields whose id does not. */
async function checkIds(tx: Executor, table: IdTable, byField: Record<string, number | null>, message: string) {
  const ids = [...new Set(Object.values(byField).filter((v): v is number => v !== null))];
  if (!ids.length) return;
  const found = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));
  const fields: Record<string, string> = {};
  for (const [field, id] of Object.entries(byField)) if (id !== null && !found.has(id)) fields[field] = message;
  if (Object.keys(fields).length) throw badInput(fields);
}

type IdTable = typeof institutions | typeof universities | GrowingTable;

const choiceId = (c: CatalogueChoice) => (c?.id == null ? null : Number(c.id));

/** The existing id, or the id of the row named so (created now, in this transaction). */
async function resolveChoice(tx: Executor, table: GrowingTable, choice: CatalogueChoice): Promise<number | null> {
  if (!choice) return null;
  if (choice.id != null) return Number(choice.id);
  return findOrCreateByName(tx, table, choice.name!);
}

export async function updateMyAcademicInfo(services: Services, viewer: Viewer, input: unknown) {
  const data = parseInput(academicInfoInput, input);
  return services.database.db.transaction(async (tx) => {
    await checkIds(tx, institutions, { firstInstitutionId: data.firstInstitutionId, secondaryInstitutionId: data.secondaryInstitutionId }, 'Seleccione una institución de la lista');
    await checkIds(tx, universities, { universityInstitutionId: data.universityInstitutionId, masterInstitutionId: data.masterInstitutionId, doctorateInstitutionId: data.doctorateInstitutionId }, 'Seleccione una universidad de la lista');
    await checkIds(tx, careers, { universityCareer: choiceId(data.universityCareer), masterCareer: choiceId(data.masterCareer), doctorateCareer: choiceId(data.doctorateCareer) }, 'Seleccione una carrera de la lista');
    await checkIds(tx, academicTitles, { universityTitle: choiceId(data.universityTitle), masterTitle: choiceId(data.masterTitle), doctorateTitle: choiceId(data.doctorateTitle) }, 'Seleccione un título de la lista');
    const values = {
      firstInstitutionId: data.firstInstitutionId,
      secondaryInstitutionId: data.secondaryInstitutionId,
      universityCareerId: await resolveChoice(tx, careers, data.universityCareer),
      universityInstitutionId: data.universityInstitutionId,
      universityTitleId: await resolveChoice(tx, academicTitles, data.universityTitle),
      masterCareerId: await resolveChoice(tx, careers, data.masterCareer),
      masterInstitutionId: data.masterInstitutionId,
      masterTitleId: await resolveChoice(tx, academicTitles, data.masterTitle),
      doctorateCareerId: await resolveChoice(tx, careers, data.doctorateCareer),
      doctorateInstitutionId: data.doctorateInstitutionId,
      doctorateTitleId: await resolveChoice(tx, academicTitles, data.doctorateTitle),
      otherComplementaryStudies: data.otherComplementaryStudies,
      updatedAt: new Date(),
    };
    await tx.insert(academicInfo).values({ userId: viewer.id, ...values }).onConflictDoUpdate({ target: academicInfo.userId, set: values });
    return (await getAcademic(tx, viewer.id))!;
  });
}
