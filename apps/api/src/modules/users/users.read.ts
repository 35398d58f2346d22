import { and, asc, desc, eq, exists, inArray, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { membershipState } from '@portal/domain/memberships';
import { userListFilters, type MembershipStatus } from '@portal/domain/users';
import { charges } from '../../db/schema/charges';
import { conferenceRoles, conferences, thematicAreas } from '../../db/schema/conferences';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import { personalInfo } from '../../db/schema/profiles';
import { userRoles, users } from '../../db/schema/users';
import type { Viewer } from '../../platform/viewer';
import { notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pagePlaceholders, pageValues, pageWithTotal, parseList, preparedShapes, type Page, type PageNumbers } from '../../platform/list';
import type { Executor } from '../../platform/db';
import { membershipPermissions } from '../memberships/memberships.rules';
import { userPermissions } from './users.rules';

export type UserListItem = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  document: string;
  enabled: boolean;
  createdAt: Date;
  roles: GlobalRole[];
  /** From the personal data, only for role names (the schema exposes `roleGenderOf` of it). */
  gender: string | null;
  membershipStatus: MembershipStatus;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This year's standing: a pending charge is debt; a live membership without debt is up to date. */
const membershipStatusSql = sql<MembershipStatus>`(case
  when ${charges.status} = 'PENDING' then 'OWING'
  when ${memberships.id} is not null and not ${memberships.terminatedMember} then 'UP_TO_DATE'
  else 'NONE' end)`;

/**
 * The same standing as a filter on `users`, written as (NOT) EXISTS so that the planner walks the
 * name index and probes the membership of the year only until the page is full.
 */
function membershipStatusFilter(db: Executor, status: MembershipStatus, year: number): SQL {
  const m = alias(memberships, 'sm');
  const c = alias(charges, 'sc');
  const probe = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(m)
        .leftJoin(c, eq(c.membershipId, m.id))
        .where(and(eq(m.userId, users.id), eq(m.year, year), condition)),
    );
  if (status === 'OWING') return probe(sql`${c.status} = 'PENDING'`);
  if (status === 'UP_TO_DATE') return probe(sql`not ${m.terminatedMember} and ${c.status} is distinct from 'PENDING'`);
  return not(probe(sql`(not ${m.terminatedMember} or ${c.status} = 'PENDING')`));
}

/** Name sort: the generated Spanish sort key, byte-compared, as `users_sort_key_idx` holds it. */
const byName = sql`${users.sortKey} collate "C"`;
const sortable = { name: byName, email: users.email, created: users.createdAt };

type PageValues = PageNumbers & { year: number | Placeholder };

/**
 * The page statement: the ids of the page from the sort index first (index-only, also deep
 * pages), then the rows, this year's membership and the roles (one grouped join) for those ids
 * only, with the bounded count as a column. Built with values, or with placeholders to prepare.
 */
function usersPageQuery(db: Executor, where: SQL | undefined, orderBy: SQL, descending: boolean, v: PageValues) {
  const tieBreak = descending ? desc(users.id) : asc(users.id);
  const page = db.$with('page').as(db.select({ id: users.id }).from(users).where(where).orderBy(orderBy, tieBreak).limit(v.fetch).offset(v.offset));
  const roleLists = db
    .select({ userId: userRoles.userId, roles: sql<GlobalRole[]>`json_agg(${userRoles.role} order by ${userRoles.role})`.as('roles') })
    .from(userRoles)
    .where(inArray(userRoles.userId, db.select({ id: page.id }).from(page)))
    .groupBy(userRoles.userId)
    .as('role_lists');
  const countRows = db.select({ one: sql`1` }).from(users).where(where).limit(v.cap);
  const query = db
    .with(page)
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      document: users.document,
      enabled: users.enabled,
      createdAt: users.createdAt,
      roles: sql<GlobalRole[]>`coalesce(${roleLists.roles}, '[]'::json)`,
      gender: personalInfo.gender,
      membershipStatus: membershipStatusSql,
      listTotal: listTotal(countRows),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.year, v.year)))
    .leftJoin(charges, eq(charges.membershipId, memberships.id))
    .leftJoin(roleLists, eq(roleLists.userId, users.id))
    .leftJoin(personalInfo, eq(personalInfo.userId, users.id))
    .orderBy(orderBy, tieBreak);
  return { query, countRows };
}

/** The unfiltered list, each sort and direction a prepared statement (see `preparedShapes`). */
const unfilteredQuery = preparedShapes('users_list', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':');
  const orderColumn = sortable[sortKey as keyof typeof sortable];
  const descending = direction === 'DESC';
  const orderBy = descending ? desc(orderColumn) : asc(orderColumn);
  return usersPageQuery(db, undefined, orderBy, descending, { ...pagePlaceholders(), year: sql.placeholder('year') }).query.prepare(name);
});

/** The list's search and filters as conditions on `users` (the export of the list uses them too). */
export function userListConditions(db: Executor, f: { search?: string | null; role?: GlobalRole | null; membershipStatus?: MembershipStatus | null }, year: number): SQL[] {
  const conditions: SQL[] = [];
  if (f.search) {
    // search_text folds accents and case; the pattern is folded the same way by the database.
    const digits = f.search.replace(/[.\s-]/g, '');
    const bySearch = or(
      sql`${users.searchText} like portal_fold(${likePattern(f.search)})`,
      digits && digits !== f.search ? sql`${users.searchText} like portal_fold(${likePattern(digits)})` : undefined,
    );
    if (bySearch) conditions.push(bySearch);
  }
  if (f.role) {
    conditions.push(exists(db.select({ one: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, f.role)))));
  }
  if (f.membershipStatus) conditions.push(membershipStatusFilter(db, f.membershipStatus, year));
  return conditions;
}

/**
 * The user list in one statement: the page with its bounded count (and, only for an empty page
 * past the first, the count again on its own).
 */
export async function listUsers(db: Executor, args: Record<string, unknown>, year = new Date().getFullYear()): Promise<Page<UserListItem>> {
  const list = parseList(args, sortable, 'name');
  const { role, membershipStatus } = parseInput(userListFilters, { role: args.role, membershipStatus: args.membershipStatus });
  const conditions = userListConditions(db, { search: list.search, role, membershipStatus }, year);
  const descending = list.direction === 'DESC';
  const orderBy = list.orderBy;
  const values = { ...pageValues(list), year };
  if (!conditions.length) {
    const rows = await unfilteredQuery(db, `${list.sortKey}:${descending ? 'DESC' : 'ASC'}`).execute(values);
    return pageWithTotal(db, rows, list, () => usersPageQuery(db, undefined, orderBy, descending, values).countRows);
  }
  const { query, countRows } = usersPageQuery(db, and(...conditions), orderBy, descending, values);
  return pageWithTotal(db, await query, list, countRows);
}

export type UserDetail = Awaited<ReturnType<typeof getUserDetail>>;

/** One person as the administration sees them: account, roles, memberships and charges (the audit trail is its own list: audit.read.ts). */
export async function getUserDetail(db: Executor, viewer: Viewer, id: string, year = new Date().getFullYear()) {
  if (!UUID.test(id)) throw notFound('No se encontró el usuario.');
  const [[account], roles, confRoles, membershipRows, chargeRows] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, document: users.document, enabled: users.enabled, createdAt: users.createdAt, gender: personalInfo.gender })
      .from(users)
      .leftJoin(personalInfo, eq(personalInfo.userId, users.id))
      .where(eq(users.id, id)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id)).orderBy(userRoles.role),
    db
      .select({ id: conferenceRoles.id, role: conferenceRoles.role, conferenceId: conferences.id, conferenceName: conferences.name, areaId: thematicAreas.id, areaName: thematicAreas.name })
      .from(conferenceRoles)
      .innerJoin(conferences, eq(conferences.id, conferenceRoles.conferenceId))
      .leftJoin(thematicAreas, eq(thematicAreas.id, conferenceRoles.thematicAreaId))
      .where(eq(conferenceRoles.userId, id))
      .orderBy(desc(conferences.startDate), conferenceRoles.role),
    db
      .select({ id: memberships.id, year: memberships.year, terminatedMember: memberships.terminatedMember, categoryId: membershipCategories.id, categoryName: membershipCategories.name })
      .from(memberships)
      .innerJoin(membershipCategories, eq(membershipCategories.id, memberships.categoryId))
      .where(eq(memberships.userId, id))
      .orderBy(desc(memberships.year)),
    db
      .select({ id: charges.id, description: charges.description, amountCents: charges.amountCents, status: charges.status, createdAt: charges.createdAt })
      .from(charges)
      .where(eq(charges.userId, id))
      .orderBy(desc(charges.createdAt), desc(charges.id)),
  ]);
  if (!account) throw notFound('No se encontró el usuario.');
  const globalRoles = roles.map((r) => r.role);
  return {
    ...account,
    roles: globalRoles,
    conferenceRoles: confRoles.map((r) => ({
      id: r.id,
      role: r.role as ConferenceRoleKind,
      conference: { id: r.conferenceId, name: r.conferenceName },
      thematicArea: r.areaId !== null && r.areaName !== null ? { id: r.areaId, name: r.areaName } : null,
    })),
    memberships: membershipRows.map((m) => ({
      id: m.id,
      year: m.year,
      terminatedMember: m.terminatedMember,
      state: membershipState(m, year),
      category: { id: m.categoryId, name: m.categoryName },
      permissions: membershipPermissions(viewer, { ...m, userId: account.id }, year),
    })),
    charges: chargeRows,
    permissions: userPermissions(viewer, { id: account.id, roles: globalRoles, enabled: account.enabled }),
  };
}
