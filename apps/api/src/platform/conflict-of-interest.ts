import { sql, type SQL } from 'drizzle-orm';

/**
 * The conflict-of-interest rule, written once (PRODUCT.md "Evaluation and statuses", "Awards").
 * Evaluation (the queue, the item, the vote, `proposal(id)`), awards (the flag, the mean, the
 * ranking) and the panels' demo data all use these fragments; nothing else restates the rule.
 *
 * Two people are in conflict when they share an institution held by each of them at any time in
 * the last 24 months: the first or secondary institution of their academic profile, as recorded in
 * `institution_history`. The database writes that history itself (a trigger on `academic_info`) on
 * every change, self-service or by an admin, and the person cannot edit it: clearing or changing
 * one's institution today does not end a conflict until 24 months after leaving it.
 *
 * A person is an author of a proposal, for conflicts, when they submitted it or accepted being
 * linked to it as a co-author (`proposal_authors.accepted_at`): a pending link (named by someone
 * else, not yet accepted) does not count, so nobody takes an item away from a coordinator by
 * naming her as a co-author without her consent.
 *
 * SQL that refers to the outer proposal writes "proposals"."id" (drizzle does not qualify outer
 * columns inside subqueries); a person is any SQL expression of a user id.
 */

/** How long an institution held counts after leaving it. */
export const CONFLICT_WINDOW = '24 months';

const heldRecently = (alias: string) => sql.raw(`(${alias}.valid_to is null or ${alias}.valid_to > now() - interval '${CONFLICT_WINDOW}')`);

/** The institutions `person` held in the window (a subquery of institution ids). */
export const recentInstitutionsSql = (person: SQL) => sql`(select rh.institution_id from "institution_history" as rh where rh.user_id = ${person} and ${heldRecently('rh')})`;

/** `a` and `b` held one institution each within the window (not necessarily at the same time). */
export const shareInstitutionSql = (a: SQL, b: SQL) =>
  sql<boolean>`exists (select 1 from "institution_history" as ha join "institution_history" as hb on hb.institution_id = ha.institution_id
    where ha.user_id = ${a} and hb.user_id = ${b} and ${heldRecently('ha')} and ${heldRecently('hb')})`;

/** The link of an author row that counts: the submitter's own, or an accepted co-authorship. */
const countsAsAuthor = (alias: string) => sql.raw(`${alias}.accepted_at is not null`);

/** The person is an author of the outer proposal (submitter or accepted co-author). */
export const authoredBySql = (person: SQL) =>
  sql<boolean>`exists (select 1 from "proposal_authors" as xa where xa.proposal_id = "proposals"."id" and xa.user_id = ${person} and ${countsAsAuthor('xa')})`;

/** Another author of the outer proposal shares an institution with the person (within the window). */
export const sharesInstitutionWithAuthorSql = (person: SQL) =>
  sql<boolean>`exists (select 1 from "proposal_authors" as xa
    where xa.proposal_id = "proposals"."id" and xa.user_id <> ${person} and ${countsAsAuthor('xa')} and ${shareInstitutionSql(sql`xa.user_id`, person)})`;

/** Why the person may not evaluate the outer proposal, or null: 'AUTHOR' first, then 'INSTITUTION' (unless `authorOnly`). */
export const conflictReasonSql = (person: SQL, o: { authorOnly?: boolean } = {}) =>
  o.authorOnly
    ? sql<'AUTHOR' | 'INSTITUTION' | null>`(case when ${authoredBySql(person)} then 'AUTHOR' end)`
    : sql<'AUTHOR' | 'INSTITUTION' | null>`(case when ${authoredBySql(person)} then 'AUTHOR' when ${sharesInstitutionWithAuthorSql(person)} then 'INSTITUTION' end)`;

/** The same, as NOT EXISTS conditions (an anti-join PostgreSQL can estimate): the person may evaluate it. */
export const noConflictSql = (person: SQL, o: { authorOnly?: boolean } = {}) =>
  o.authorOnly ? sql`not ${authoredBySql(person)}` : sql`(not ${authoredBySql(person)} and not ${sharesInstitutionWithAuthorSql(person)})`;

/** The outer proposal's conflict with the person: author, or an author shares an institution. */
export const inConflictSql = (person: SQL) => sql<boolean>`(${authoredBySql(person)} or ${sharesInstitutionWithAuthorSql(person)})`;
