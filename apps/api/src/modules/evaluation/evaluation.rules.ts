// Who evaluates what (PRODUCT.md "Evaluation and statuses"): the SQL predicates the lists use and
// the same rules in TypeScript for one item (detail, vote), so both always agree.
import { sql, type SQL } from 'drizzle-orm';
import type { ConflictReason } from '@portal/domain/evaluation';
import type { Executor } from '../../platform/db';
import { institutionsOf, sharedInstitutions } from '../../platform/institutions';
import { hasConferenceRole, type Viewer } from '../../platform/viewer';

/**
 * What the viewer evaluates in a conference: every area (ADMIN_CONGRESO) or the areas they
 * coordinate; null when neither.
 */
export function evaluatorScope(viewer: Viewer, conferenceId: number): { admin: boolean; areaIds: number[] } | null {
  const admin = hasConferenceRole(viewer, 'ADMIN_CONGRESO', conferenceId);
  const areaIds = viewer.conferenceRoles.filter((r) => r.role === 'COORDINADOR' && r.conferenceId === conferenceId && r.thematicAreaId !== null).map((r) => r.thematicAreaId!);
  if (!admin && areaIds.length === 0) return null;
  return { admin, areaIds };
}

// The SQL below refers to the outer row as "proposals"."id" (drizzle does not qualify outer
// columns inside subqueries), and to a person by a parameter or a column expression.
const institutionsOfSql = (person: SQL) =>
  sql`(select unnest(array[vi.first_institution_id, vi.secondary_institution_id]) from "academic_info" as vi where vi.user_id = ${person})`;

/** The person is a linked author of the outer proposal (the submitter always is). */
export const authoredBySql = (person: SQL) => sql`exists (select 1 from "proposal_authors" as xa where xa.proposal_id = "proposals"."id" and xa.user_id = ${person})`;

/** Another linked author of the outer proposal belongs to one of the person's institutions. */
export const sharesInstitutionSql = (person: SQL) =>
  sql`exists (select 1 from "proposal_authors" as xa join "academic_info" as xi on xi.user_id = xa.user_id
    where xa.proposal_id = "proposals"."id" and xa.user_id <> ${person}
      and (xi.first_institution_id in ${institutionsOfSql(person)} or xi.secondary_institution_id in ${institutionsOfSql(person)}))`;

/**
 * Why the viewer may not evaluate the outer proposal (null: they may): nobody evaluates an item
 * they author; a coordinator (who is not ADMIN_CONGRESO) does not evaluate an item with an author
 * of one of their institutions: it goes to ADMIN_CONGRESO.
 */
export function conflictReasonSql(viewer: Viewer, admin: boolean): SQL<ConflictReason | null> {
  const me = sql`${viewer.id}::uuid`;
  if (admin) return sql<ConflictReason | null>`(case when ${authoredBySql(me)} then 'AUTHOR' end)`;
  return sql<ConflictReason | null>`(case when ${authoredBySql(me)} then 'AUTHOR' when ${sharesInstitutionSql(me)} then 'INSTITUTION' end)`;
}

/**
 * The viewer may evaluate the outer proposal: `conflictReasonSql(viewer, admin) is null`, written as
 * NOT EXISTS so PostgreSQL plans it as an anti-join and estimates how many rows pass (it cannot
 * estimate a CASE compared with null, took it for a handful of rows and sorted the whole kind
 * instead of walking an index in the list's order). The same rows either way.
 */
export function mayEvaluateSql(viewer: Viewer, admin: boolean): SQL {
  const me = sql`${viewer.id}::uuid`;
  if (admin) return sql`not ${authoredBySql(me)}`;
  return sql`(not ${authoredBySql(me)} and not ${sharesInstitutionSql(me)})`;
}

/**
 * For ADMIN_CONGRESO: the coordinators of the outer proposal's area who may not evaluate it, and
 * why (the item is routed to the administration). Evaluated for the rows of a page only.
 */
export const routedSql = sql<{ name: string; reason: ConflictReason }[] | null>`(select json_agg(json_build_object('name', ru.first_name || ' ' || ru.last_name,
    'reason', case when ${authoredBySql(sql.raw('rc.user_id'))} then 'AUTHOR' else 'INSTITUTION' end) order by ru.last_name, ru.first_name)
  from "conference_roles" as rc join "users" as ru on ru.id = rc.user_id
  where rc.conference_id = "proposals"."conference_id" and rc.role = 'COORDINADOR' and rc.thematic_area_id = "proposals"."thematic_area_id"
    and (${authoredBySql(sql.raw('rc.user_id'))} or ${sharesInstitutionSql(sql.raw('rc.user_id'))}))`;

/** The same rule for one item, in TypeScript (one statement: the institutions of the people involved). */
export async function conflictOf(db: Executor, viewer: Viewer, admin: boolean, authorUserIds: readonly string[]): Promise<ConflictReason | null> {
  if (authorUserIds.includes(viewer.id)) return 'AUTHOR';
  if (admin) return null;
  const others = authorUserIds.filter((id) => id !== viewer.id);
  if (others.length === 0) return null;
  const institutions = await institutionsOf(db, [viewer.id, ...others]);
  const mine = institutions.get(viewer.id)!;
  return others.some((id) => sharedInstitutions(mine, institutions.get(id)!).length > 0) ? 'INSTITUTION' : null;
}

export const conflictRefusal: Record<ConflictReason, string> = {
  AUTHOR: 'No puede evaluar esta propuesta: usted es autor/a. La evalúa otra persona de la coordinación o la administración del congreso.',
  INSTITUTION: 'No puede evaluar esta propuesta: un autor/a pertenece a su institución. Se derivó a la administración del congreso por conflicto de interés.',
};
