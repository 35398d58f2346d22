import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { userIdInput } from '@portal/domain/users';
import { accountInput, academicInfoInput, personalInfoInput, professionalInfoInput, type CatalogueChoice } from '@portal/domain/profile';
import { academicTitles, careers, countries, institutions, provinces, universities } from '../../db/schema/catalogues';
import { academicInfo, personalInfo, professionalInfo } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { badInput, conflict, forbidden, notFound, parseInput } from '../../platform/errors';
import { findOrCreateByName, type GrowingTable } from '../catalogues/catalogues.service';
import type { AuditAction } from '@portal/domain/audit';
import { getAccount, getAcademic, getPersonal, getProfessional, type AcademicView, type PersonalView, type ProfessionalView } from './profile.read';
import { canEditUserProfile } from './profile.rules';
import { verifyPassword } from '../auth/auth.service';
import { requestEmailChange } from '../accounts/email-change.service';

const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo electrónico.';
const DOCUMENT_TAKEN = 'Ya existe una cuenta con ese número de documento.';
const PASSWORD_NEEDED = 'Ingrese su contraseña actual para cambiar el correo electrónico.';
const WRONG_PASSWORD = 'La contraseña actual no es correcta.';

/**
 * The signed-in person's own account; e-mail and document stay unique. Names and document apply at
 * once, without the password. A different e-mail needs `currentPassword` and does not apply here: a
 * link goes to the new address (`confirmEmailChange` applies it) and `pendingEmail` shows it.
 */
export async function updateMyAccount(services: Services, viewer: Viewer, input: unknown) {
  const { currentPassword, ...data } = parseInput(accountInput, input);
  const { db } = services.database;
  const [me] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewer.id));
  if (!me) throw notFound('No se encontró el usuario.');
  const emailChanges = data.email !== me.email;
  if (emailChanges) {
    if (!currentPassword) throw badInput({ currentPassword: PASSWORD_NEEDED });
    if (!(await verifyPassword(me.passwordHash, currentPassword))) throw badInput({ currentPassword: WRONG_PASSWORD });
  }
  const account = await db.transaction(async (tx) => {
    const taken = await tx
      .select({ email: users.email, document: users.document })
      .from(users)
      .where(and(ne(users.id, viewer.id), or(eq(users.email, data.email), eq(users.document, data.document))));
    const fields: Record<string, string> = {};
    if (taken.some((u) => u.email === data.email)) fields.email = EMAIL_TAKEN;
    if (taken.some((u) => u.document === data.document)) fields.document = DOCUMENT_TAKEN;
    if (Object.keys(fields).length) throw conflict(fields.email ? 'EMAIL_TAKEN' : 'DOCUMENT_TAKEN', Object.values(fields)[0], fields);
    await tx.update(users).set({ firstName: data.firstName, lastName: data.lastName, document: data.document, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    if (emailChanges) await requestEmailChange(services, tx, viewer, data, data.email);
    return getAccount(tx, viewer.id);
  });
  if (emailChanges) void services.mail.kick();
  return account;
}

type Contact = { countryId: number | null; provinceId: number | null; provinceName: string | null };

/**
 * The country exists; a province belongs to it. A country with provinces in the catalogue takes
 * one of them (or none); any other country takes the province as free text.
 */
async function checkPlace(tx: Executor, { countryId, provinceId, provinceName }: Contact) {
  if (countryId === null) {
    if (provinceId !== null) throw badInput({ provinceId: 'Seleccione primero el país' });
    if (provinceName !== null) throw badInput({ provinceName: 'Seleccione primero el país' });
    return;
  }
  const [country] = await tx
    .select({
      id: countries.id,
      provinceCountry: sql<number | null>`(select ${provinces.countryId} from ${provinces} where ${provinces.id} = ${provinceId ?? 0})`,
      listed: sql<boolean>`exists (select 1 from provinces p where p.country_id = ${countryId})`,
    })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw badInput({ countryId: 'Seleccione un país de la lista' });
  if (provinceId !== null && country.provinceCountry !== countryId) throw badInput({ provinceId: 'La provincia no corresponde al país elegido' });
  if (provinceName !== null && country.listed) throw badInput({ provinceName: 'Elija la provincia de la lista' });
}

/** The person exists (NOT_FOUND otherwise); their row is locked until the transaction ends. */
async function lockPerson(tx: Executor, userId: string) {
  if (!userIdInput.safeParse({ userId }).success) throw notFound('No se encontró el usuario.');
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) throw notFound('No se encontró el usuario.');
}

async function savePersonal(tx: Executor, userId: string, input: unknown) {
  const data = parseInput(personalInfoInput, input);
  await checkPlace(tx, data);
  const values = { ...data, updatedAt: new Date() };
  await tx.insert(personalInfo).values({ userId, ...values }).onConflictDoUpdate({ target: personalInfo.userId, set: values });
  return (await getPersonal(tx, userId))!;
}

async function saveProfessional(tx: Executor, userId: string, input: unknown) {
  const data = parseInput(professionalInfoInput, input);
  await checkPlace(tx, data);
  const values = { ...data, updatedAt: new Date() };
  await tx.insert(professionalInfo).values({ userId, ...values }).onConflictDoUpdate({ target: professionalInfo.userId, set: values });
  return (await getProfessional(tx, userId))!;
}

export async function updateMyPersonalInfo(services: Services, viewer: Viewer, input: unknown) {
  return services.database.db.transaction((tx) => savePersonal(tx, viewer.id, input));
}

export async function updateMyProfessionalInfo(services: Services, viewer: Viewer, input: unknown) {
  return services.database.db.transaction((tx) => saveProfessional(tx, viewer.id, input));
}

/** Ids (by field) that must exist in `table`; BAD_USER_INPUT on the fields whose id does not. */
async function checkIds(tx: Executor, table: IdTable, byField: Record<string, number | null>, message: string, also?: SQL) {
  const ids = [...new Set(Object.values(byField).filter((v): v is number => v !== null))];
  if (!ids.length) return;
  const found = new Set((await tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), also))).map((r) => r.id));
  const fields: Record<string, string> = {};
  for (const [field, id] of Object.entries(byField)) if (id !== null && !found.has(id)) fields[field] = message;
  if (Object.keys(fields).length) throw badInput(fields);
}

type IdTable = typeof institutions | typeof universities | GrowingTable;

const choiceId = (c: CatalogueChoice) => (c?.id == null ? null : Number(c.id));

/** The existing id, or the id of the row named so (created now, in this transaction). */
async function resolveChoice(tx: Executor, table: GrowingTable, choice: CatalogueChoice, authorId: string): Promise<number | null> {
  if (!choice) return null;
  if (choice.id != null) return Number(choice.id);
  return findOrCreateByName(tx, table, choice.name!, authorId);
}

async function saveAcademic(tx: Executor, userId: string, input: unknown) {
  const data = parseInput(academicInfoInput, input);
  await checkIds(tx, institutions, { firstInstitutionId: data.firstInstitutionId, secondaryInstitutionId: data.secondaryInstitutionId }, 'Seleccione una institución de la lista');
  await checkIds(tx, universities, { universityInstitutionId: data.universityInstitutionId, masterInstitutionId: data.masterInstitutionId, doctorateInstitutionId: data.doctorateInstitutionId }, 'Seleccione una universidad de la lista');
  // A career or title chosen by id must be one this person may see (accepted, or typed by them).
  const visible = (table: GrowingTable) => or(eq(table.status, 'ACCEPTED'), eq(table.createdBy, userId));
  await checkIds(tx, careers, { universityCareer: choiceId(data.universityCareer), masterCareer: choiceId(data.masterCareer), doctorateCareer: choiceId(data.doctorateCareer) }, 'Seleccione una carrera de la lista', visible(careers));
  await checkIds(tx, academicTitles, { universityTitle: choiceId(data.universityTitle), masterTitle: choiceId(data.masterTitle), doctorateTitle: choiceId(data.doctorateTitle) }, 'Seleccione un título de la lista', visible(academicTitles));
  const values = {
    firstInstitutionId: data.firstInstitutionId,
    secondaryInstitutionId: data.secondaryInstitutionId,
    universityCareerId: await resolveChoice(tx, careers, data.universityCareer, userId),
    universityInstitutionId: data.universityInstitutionId,
    universityTitleId: await resolveChoice(tx, academicTitles, data.universityTitle, userId),
    masterCareerId: await resolveChoice(tx, careers, data.masterCareer, userId),
    masterInstitutionId: data.masterInstitutionId,
    masterTitleId: await resolveChoice(tx, academicTitles, data.masterTitle, userId),
    doctorateCareerId: await resolveChoice(tx, careers, data.doctorateCareer, userId),
    doctorateInstitutionId: data.doctorateInstitutionId,
    doctorateTitleId: await resolveChoice(tx, academicTitles, data.doctorateTitle, userId),
    otherComplementaryStudies: data.otherComplementaryStudies,
    updatedAt: new Date(),
  };
  await tx.insert(academicInfo).values({ userId, ...values }).onConflictDoUpdate({ target: academicInfo.userId, set: values });
  return (await getAcademic(tx, userId))!;
}

/**
 * The person's own academic data. A change of their first or secondary institution is audited
 * (it bears on conflicts of interest, which read the institution history the database keeps:
 * platform/conflict-of-interest.ts).
 */
export async function updateMyAcademicInfo(services: Services, viewer: Viewer, input: unknown) {
  return services.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ first: academicInfo.firstInstitutionId, second: academicInfo.secondaryInstitutionId })
      .from(academicInfo)
      .where(eq(academicInfo.userId, viewer.id))
      .for('update');
    const saved = await saveAcademic(tx, viewer.id, input);
    const [after] = await tx.select({ first: academicInfo.firstInstitutionId, second: academicInfo.secondaryInstitutionId }).from(academicInfo).where(eq(academicInfo.userId, viewer.id));
    const was = { firstInstitutionId: before?.first ?? null, secondaryInstitutionId: before?.second ?? null };
    const now = { firstInstitutionId: after.first, secondaryInstitutionId: after.second };
    if (was.firstInstitutionId !== now.firstInstitutionId || was.secondaryInstitutionId !== now.secondaryInstitutionId) {
      await recordAudit(tx, { actorId: viewer.id, action: 'profile.institutions.changed', targetType: 'user', targetId: viewer.id, targetUserId: viewer.id, before: was, after: now });
    }
    return saved;
  });
}

// ---- An administrator corrects another person's data (audited, in the same transaction) ----

const name = (o: { name: string } | null) => o?.name ?? null;

/** What the audit keeps of a section: readable values (names, not ids), empty ones as null. */
function contactSnapshot(v: PersonalView | ProfessionalView | null) {
  return {
    country: name(v?.country ?? null),
    province: name(v?.province ?? null) ?? v?.provinceName ?? null,
    location: v?.location ?? null,
    address: v?.address ?? null,
    postalCode: v?.postalCode ?? null,
    principalContactNumber: v?.principalContactNumber ?? null,
    secondaryContactNumber: v?.secondaryContactNumber ?? null,
  };
}
const personalSnapshot = (v: PersonalView | null) => ({ dateBirth: v?.dateBirth ?? null, gender: v?.gender ?? null, ...contactSnapshot(v) });
const professionalSnapshot = (v: ProfessionalView | null) => ({ professionalEmail: v?.email ?? null, ...contactSnapshot(v) });
const academicSnapshot = (v: AcademicView | null) => ({
  firstInstitution: name(v?.firstInstitution ?? null),
  secondaryInstitution: name(v?.secondaryInstitution ?? null),
  universityCareer: name(v?.universityCareer ?? null),
  universityInstitution: name(v?.universityInstitution ?? null),
  universityTitle: name(v?.universityTitle ?? null),
  masterCareer: name(v?.masterCareer ?? null),
  masterInstitution: name(v?.masterInstitution ?? null),
  masterTitle: name(v?.masterTitle ?? null),
  doctorateCareer: name(v?.doctorateCareer ?? null),
  doctorateInstitution: name(v?.doctorateInstitution ?? null),
  doctorateTitle: name(v?.doctorateTitle ?? null),
  otherComplementaryStudies: v?.otherComplementaryStudies ?? null,
});

/**
 * Runs `save` on the person's section for an administrator and records the change (before and
 * after, readable) in the same transaction. Bad input changes nothing and records nothing.
 */
async function correctSection<V>(
  services: Services,
  viewer: Viewer,
  userId: string,
  action: AuditAction,
  read: (tx: Executor, userId: string) => Promise<V | null>,
  save: (tx: Executor, userId: string) => Promise<V>,
  snapshot: (v: V | null) => Record<string, unknown>,
): Promise<V> {
  if (!canEditUserProfile(viewer)) throw forbidden('No puede modificar los datos de otra persona.');
  return services.database.db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const before = await read(tx, userId);
    const after = await save(tx, userId);
    await recordAudit(tx, { actorId: viewer.id, action, targetType: 'user', targetId: userId, targetUserId: userId, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

export function updateUserPersonalInfo(services: Services, viewer: Viewer, userId: string, input: unknown) {
  return correctSection(services, viewer, userId, 'profile.personal.updated', getPersonal, (tx, id) => savePersonal(tx, id, input), personalSnapshot);
}

export function updateUserProfessionalInfo(services: Services, viewer: Viewer, userId: string, input: unknown) {
  return correctSection(services, viewer, userId, 'profile.professional.updated', getProfessional, (tx, id) => saveProfessional(tx, id, input), professionalSnapshot);
}

export function updateUserAcademicInfo(services: Services, viewer: Viewer, userId: string, input: unknown) {
  return correctSection(services, viewer, userId, 'profile.academic.updated', getAcademic, (tx, id) => saveAcademic(tx, id, input), academicSnapshot);
}
