// An award's applications with their scores as a file, for the ADMIN_CONGRESO of its edition.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listArgs } from '@portal/domain/pagination';
import { awardApplications } from '../../db/schema/awards';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { forbidden } from '../../platform/errors';
import { personColumns, type PersonExportRow } from '../../platform/exports/columns';
import { exportSort, sortedKeys, type ExportDefinition } from '../../platform/exports/exports';
import { intIdOrNull } from '../../platform/ids';
import { likePattern } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { countedSql, getAward, meanSql, scoresTextSql } from './awards.read';
import { isAwardAdmin } from './awards.rules';

type ApplicationExportRow = PersonExportRow & {
  id: number;
  title: string;
  created_at: unknown;
  mean: string | null;
  counted: number;
  scores: string | null;
  has_file: boolean;
};

/** The applications list's search and sort, of one award. */
export const applicationExportFilters = z.object({
  awardId: z
    .union([z.string(), z.number()], { error: 'Premio no válido.' })
    .refine((v) => intIdOrNull(v) !== null, 'Premio no válido.')
    .transform((v) => intIdOrNull(v)!),
  ...listArgs.pick({ search: true }).shape,
  ...exportSort(['createdAt', 'title', 'applicant']),
});
type ApplicationExportFilters = z.infer<typeof applicationExportFilters>;

/**
 * Only the ADMIN_CONGRESO of the award's edition exports its applications (every judge's score is
 * in the file): NOT_FOUND for whoever does not read the award, FORBIDDEN for one of its judges.
 */
export async function requireAwardExport(db: Executor, viewer: Viewer, awardId: unknown): Promise<void> {
  const award = await getAward(db, viewer, intIdOrNull(awardId) ?? awardId);
  if (!isAwardAdmin(viewer, award.conferenceId)) throw forbidden('Solo la administración del congreso exporta las postulaciones con sus puntajes.');
}

/** An award's applications: applicant, title, the mean (judges in conflict left out), how many scores count, each judge's score. */
export const awardApplicationsExport: ExportDefinition<ApplicationExportRow, ApplicationExportFilters> = {
  name: 'awardApplications',
  fileTitle: 'postulaciones',
  sheetName: 'Postulaciones',
  filters: applicationExportFilters,
  columns: [
    { key: 'title', header: 'Título', kind: 'text', value: (r) => r.title, width: 50 },
    ...personColumns<ApplicationExportRow>(),
    { key: 'createdAt', header: 'Postulada', kind: 'datetime', value: (r) => r.created_at, width: 17 },
    { key: 'file', header: 'Archivo', kind: 'text', value: (r) => (r.has_file ? 'Sí' : 'No'), width: 9 },
    { key: 'mean', header: 'Promedio', kind: 'number', value: (r) => r.mean, width: 10 },
    { key: 'counted', header: 'Puntajes que cuentan', kind: 'number', value: (r) => r.counted, width: 10 },
    { key: 'scores', header: 'Puntajes de los jueces', kind: 'text', value: (r) => r.scores, width: 60 },
  ],
  source(_db, filters) {
    const search = filters.search
      ? or(ilike(awardApplications.title, likePattern(filters.search)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(filters.search)))
      : undefined;
    return {
      select: sql`select ${awardApplications.id} as id, ${awardApplications.title} as title, portal_sort_key(${awardApplications.title}) as title_key,
          portal_sort_key(${users.lastName} || ' ' || ${users.firstName}) as applicant_key, ${awardApplications.createdAt} as created_at,
          ${users.lastName} as last_name, ${users.firstName} as first_name, ${users.email} as email, ${users.document} as document,
          ${meanSql} as mean, ${countedSql} as counted, ${scoresTextSql} as scores,
          exists (select 1 from files f where f.attached_type = 'awardApplication' and f.attached_id = ${awardApplications.id}::text) as has_file
        from ${awardApplications} join ${users} on ${users.id} = ${awardApplications.userId}
        where ${and(eq(awardApplications.awardId, filters.awardId), search)}`,
      keys: sortedKeys(
        filters,
        { createdAt: { name: 'created_at' }, title: { name: 'title_key', collateC: true }, applicant: { name: 'applicant_key', collateC: true } },
        { sort: 'createdAt', keys: [{ name: 'created_at' }, { name: 'id', desc: true }] },
        (direction) => [{ name: 'id', desc: direction !== 'ASC' }],
      ),
    };
  },
};
