import { count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuditAction } from '@portal/domain/audit';
import { countryInput, institutionInput, thematicAreaInput, universityInput } from '@portal/domain/catalogues';
import { countries, institutions, universities } from '../../db/schema/catalogues';
import { conferenceRoles, conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { academicInfo, personalInfo, professionalInfo } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db';
import { spanishOrder } from '../../platform/list';

export type CatalogueRow = { id: number; name: string; code?: string | null; provincesCount?: number; inUse?: boolean };

/** What the generic list/create/update/delete of a SYSADMIN catalogue needs to know. */
export type CatalogueDefinition = {
  /** `targetType` of the audit log. */
  targetType: string;
  /** Audit actions of its create, update and delete. */
  audit: { created: AuditAction; updated: AuditAction; deleted: AuditAction };
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  /** A code column that must be unique when present (compared case-insensitively). */
  uniqueCode?: AnyPgColumn;
  /** Columns searched (ILIKE) besides the name. */
  searchAlso: AnyPgColumn[];
  select: Record<string, AnyPgColumn | SQL>;
  sortable: Record<string, AnyPgColumn | SQL>;
  input: z.ZodType<Record<string, unknown>>;
  duplicateName: string;
  duplicateCode?: string;
  notFound: string;
  /** Why the row cannot be deleted (where it is used), or null. One statement. */
  usage: (db: Executor, id: number) => Promise<string | null>;
};

/** Whether any row of `table` points at the catalogue row through one of `columns`: a column of the list's own statement. */
const usedBy = (table: PgTable, columns: AnyPgColumn[], id: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${table} where ${sql.join(
    columns.map((c) => sql`${c} = ${id}`),
    sql` or `,
  )})`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Counts of rows in academic_info pointing at the id through any of the given columns. */
async function academicProfilesUsing(db: Executor, id: number, columns: AnyPgColumn[]): Promise<string | null> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(academicInfo)
    .where(or(...columns.map((c) => eq(c, id))));
  if (n === 0) return null;
  return `No se puede eliminar: ${n === 1 ? 'la usa' : 'la usan'} ${plural(n, 'perfil académico', 'perfiles académicos')}.`;
}

export const institutionDefinition: CatalogueDefinition = {
  targetType: 'institution',
  audit: { created: 'institution.created', updated: 'institution.updated', deleted: 'institution.deleted' },
  table: institutions,
  id: institutions.id,
  name: institutions.name,
  uniqueCode: institutions.code,
  searchAlso: [institutions.code],
  select: {
    id: institutions.id,
    name: institutions.name,
    code: institutions.code,
    inUse: usedBy(academicInfo, [academicInfo.firstInstitutionId, academicInfo.secondaryInstitutionId], institutions.id),
  },
  sortable: { name: spanishOrder(institutions.name), code: institutions.code },
  input: institutionInput,
  duplicateName: 'Ya existe una institución con ese nombre.',
  duplicateCode: 'Ya existe una institución con ese código.',
  notFound: 'No se encontró la institución.',
  usage: (db, id) => academicProfilesUsing(db, id, [academicInfo.firstInstitutionId, academicInfo.secondaryInstitutionId]),
};

export const universityDefinition: CatalogueDefinition = {
  targetType: 'university',
  audit: { created: 'university.created', updated: 'university.updated', deleted: 'university.deleted' },
  table: universities,
  id: universities.id,
  name: universities.name,
  searchAlso: [],
  select: {
    id: universities.id,
    name: universities.name,
    inUse: usedBy(academicInfo, [academicInfo.universityInstitutionId, academicInfo.masterInstitutionId, academicInfo.doctorateInstitutionId], universities.id),
  },
  sortable: { name: spanishOrder(universities.name) },
  input: universityInput,
  duplicateName: 'Ya existe una universidad con ese nombre.',
  notFound: 'No se encontró la universidad.',
  usage: (db, id) =>
    academicProfilesUsing(db, id, [academicInfo.universityInstitutionId, academicInfo.masterInstitutionId, academicInfo.doctorateInstitutionId]),
};

const provincesCount = sql<number>`(select count(*) from provinces p where p.country_id = "countries"."id")::int`;

export const countryDefinition: CatalogueDefinition = {
  targetType: 'country',
  audit: { created: 'country.created', updated: 'country.updated', deleted: 'country.deleted' },
  table: countries,
  id: countries.id,
  name: countries.name,
  uniqueCode: countries.code,
  searchAlso: [countries.code],
  select: {
    id: countries.id,
    name: countries.name,
    code: countries.code,
    provincesCount,
    inUse: sql<boolean>`(${usedBy(personalInfo, [personalInfo.countryId], countries.id)} or ${usedBy(professionalInfo, [professionalInfo.countryId], countries.id)})`,
  },
  sortable: { name: spanishOrder(countries.name), code: countries.code, provincesCount },
  input: countryInput,
  duplicateName: 'Ya existe un país con ese nombre.',
  duplicateCode: 'Ya existe un país con ese código.',
  notFound: 'No se encontró el país.',
  usage: async (db, id) => {
    const [{ personal, professional }] = await db
      .select({
        personal: sql<number>`(select count(*) from ${personalInfo} where ${personalInfo.countryId} = ${id})::int`,
        professional: sql<number>`(select count(*) from ${professionalInfo} where ${professionalInfo.countryId} = ${id})::int`,
      })
      .from(sql`(select 1) as one`);
    const parts = [
      personal ? plural(personal, 'perfil personal', 'perfiles personales') : null,
      professional ? plural(professional, 'perfil profesional', 'perfiles profesionales') : null,
    ].filter(Boolean);
    if (!parts.length) return null;
    return `No se puede eliminar: ${personal + professional === 1 ? 'lo usa' : 'lo usan'} ${parts.join(' y ')}.`;
  },
};

export const thematicAreaDefinition: CatalogueDefinition = {
  targetType: 'thematic_area',
  audit: { created: 'thematicArea.created', updated: 'thematicArea.updated', deleted: 'thematicArea.deleted' },
  table: thematicAreas,
  id: thematicAreas.id,
  name: thematicAreas.name,
  searchAlso: [],
  select: {
    id: thematicAreas.id,
    name: thematicAreas.name,
    inUse: sql<boolean>`(${usedBy(conferenceRoles, [conferenceRoles.thematicAreaId], thematicAreas.id)} or ${usedBy(conferenceThematicAreas, [conferenceThematicAreas.thematicAreaId], thematicAreas.id)})`,
  },
  sortable: { name: spanishOrder(thematicAreas.name) },
  input: thematicAreaInput,
  duplicateName: 'Ya existe un área temática con ese nombre.',
  notFound: 'No se encontró el área temática.',
  usage: async (db, id) => {
    const [{ n }] = await db.select({ n: count() }).from(conferenceRoles).where(eq(conferenceRoles.thematicAreaId, id));
    if (n > 0) return `No se puede eliminar: está asignada a ${plural(n, 'coordinador de congreso', 'coordinadores de congreso')}.`;
    const [{ editions }] = await db.select({ editions: count() }).from(conferenceThematicAreas).where(eq(conferenceThematicAreas.thematicAreaId, id));
    if (editions === 0) return null;
    return `No se puede eliminar: la usa ${editions === 1 ? '1 edición del congreso' : `${editions} ediciones del congreso`}.`;
  },
};
