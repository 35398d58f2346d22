// Who evaluates what (PRODUCT.md "Evaluation and statuses"): the SQL predicates the lists use and
// the same rules in TypeScript for one item (detail, vote), so both always agree.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ConflictReason } from '@portal/domain/evaluation';
import { proposals } from '../../db/schema/proposals';
import { conflictReasonSql as ruleReasonSql, inConflictSql, noConflictSql } from '../../platform/conflict-of-interest';
import type { Executor } from '../../platform/db';
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

// The conflict-of-interest rule itself lives in platform/conflict-of-interest.ts (written once);
// here: who evaluates what with it. ADMIN_CONGRESO is only kept from what they author.

/**
 * Why the viewer may not evaluate the outer proposal (null: they may): nobody evaluates an item
 * they author; a coordinator (who is not ADMIN_CONGRESO) does not evaluate an item with an author
 * of one of their institutions (held in the last 24 months): it goes to ADMIN_CONGRESO.
 */
export function conflictReasonSql(viewer: Viewer, admin: boolean): SQL<ConflictReason | null> {
  return ruleReasonSql(sql`${viewer.id}::uuid`, { authorOnly: admin });
}

/**
 * The viewer may evaluate the outer proposal: `conflictReasonSql(viewer, admin) is null`, written as
 * NOT EXISTS so PostgreSQL plans it as an anti-join and estimates how many rows pass (it cannot
 * estimate a CASE compared with null, took it for a handful of rows and sorted the whole kind
 * instead of walking an index in the list's order). The same rows either way.
 */
export function mayEvaluateSql(viewer: Pick<Viewer, 'id'>, admin: boolean): SQL {
  return noConflictSql(sql`${viewer.id}::uuid`, { authorOnly: admin });
}

/**
 * For ADMIN_CONGRESO: the coordinators of the outer proposal's area who may not evaluate it, and
 * why (the item is routed to the administration). Evaluated for the rows of a page only.
 */
export const routedSql = sql<{ name: string; reason: ConflictReason }[] | null>`(select json_agg(json_build_object('name', ru.first_name || ' ' || ru.last_name,
    'reason', ${ruleReasonSql(sql.raw('rc.user_id'))}) order by ru.last_name, ru.first_name)
  from "conference_roles" as rc join "users" as ru on ru.id = rc.user_id
  where rc.conference_id = "proposals"."conference_id" and rc.role = 'COORDINADOR' and rc.thematic_area_id = "proposals"."thematic_area_id"
    and ${inConflictSql(sql.raw('rc.user_id'))})`;

/** The same rule for one item (one statement). */
export async function conflictOf(db: Executor, viewer: Viewer, admin: boolean, proposalId: number): Promise<ConflictReason | null> {
  const [row] = await db.select({ reason: conflictReasonSql(viewer, admin) }).from(proposals).where(eq(proposals.id, proposalId));
  return row?.reason ?? null;
}

export const conflictRefusal: Record<ConflictReason, string> = {
  AUTHOR: 'No puede evaluar esta propuesta: usted es autor/a. La evalúa otra persona de la coordinación o la administración del congreso.',
  INSTITUTION: 'No puede evaluar esta propuesta: un autor/a pertenece a su institución. Se derivó a la administración del congreso por conflicto de interés.',
};
