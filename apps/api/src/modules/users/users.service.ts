import { and, asc, desc, eq, exists, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { auditActionLabel } from '@portal/domain/audit';
import { membershipState } from '@portal/domain/memberships';
import { auditSummary, userListFilters, type MembershipStatus } from '@portal/domain/users';
import { auditLog } from '../../db/schema/audit';
import { charges } from '../../db/schema/charges';
import { conferenceRoles, conferences, thematicAreas } from '../../db/schema/conferences';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import { userRoles, users } from '../../db/schema/users';
import type { Viewer } from '../../platform/viewer';
import { notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pageWithTotal, parseList, type Page } from '../../platform/list';
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
  membershipStatus: MembershipStatus;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIT_ENTRIES_SHOWN = 100;

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

/**
 * The user list in one statement: the page, with its bounded count as a column (`listTotal`).
 * The page picks the ids of the page from the sort index first (index-only, also deep pages),
 * then joins the rows, this year's membership and the roles (one grouped join) for those ids only.
 */
export async function listUsers(db: Executor, args: Record<string, unknown>, year = new Date().getFullYear()): Promise<Page<UserListItem>> {
  const list = parseList(args, sortable, 'name');
  const { role, membershipStatus } = parseInput(userListFilters, { role: args.role, membershipStatus: args.membershipStatus });
  const conditions: (SQL | undefined)[] = [];
  if (list.search) {
    // search_text folds accents and case; the pattern is folded the same way by the database.
    const digits = list.search.replace(/[.\s-]/g, '');
    conditions.push(
      or(
        sql`${users.searchText} like portal_fold(${likePattern(list.search)})`,
        digits && digits !== list.search ? sql`${users.searchText} like portal_fold(${likePattern(digits)})` : undefined,
      ),
    );
  }
  if (role) {
    conditions.push(exists(db.select({ one: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, role)))));
  }
  if (membershipStatus) conditions.push(membershipStatusFilter(db, membershipStatus, year));
  const where = and(...conditions);
  const descending = list.direction === 'DESC';
  const tieBreak = descending ? desc(users.id) : asc(users.id);

  const page = db.$with('page').as(
    db.select({ id: users.id }).from(users).where(where).orderBy(list.orderBy, tieBreak).limit(list.fetch).offset(list.offset),
  );
  const roleLists = db
    .select({ userId: userRoles.userId, roles: sql<GlobalRole[]>`json_agg(${userRoles.role} order by ${userRoles.role})`.as('roles') })
    .from(userRoles)
    .where(inArray(userRoles.userId, db.select({ id: page.id }).from(page)))
    .groupBy(userRoles.userId)
    .as('role_lists');

  const countRows = db.select({ one: sql`1` }).from(users).where(where).limit(list.countCap + 1);
  const rows = await db
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
      membershipStatus: membershipStatusSql,
      listTotal: listTotal(countRows),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.year, year)))
    .leftJoin(charges, eq(charges.membershipId, memberships.id))
    .leftJoin(roleLists, eq(roleLists.userId, users.id))
    .orderBy(list.orderBy, tieBreak);
  return pageWithTotal(db, rows, list, countRows);
}

export type UserDetail = Awaited<ReturnType<typeof getUserDetail>>;

/** One person as the administration sees them: account, roles, memberships, charges and audit trail. */
export async function getUserDetail(db: Executor, viewer: Viewer, id: string, year = new Date().getFullYear()) {
  if (!UUID.test(id)) throw notFound('No se encontró el usuario.');
  const actor = alias(users, 'actor');
  const [[account], roles, confRoles, membershipRows, chargeRows, auditRows] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, document: users.document, enabled: users.enabled, createdAt: users.createdAt })
      .from(users)
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
    db
      .select({ entry: auditLog, actorFirstName: actor.firstName, actorLastName: actor.lastName })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(eq(auditLog.targetUserId, id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_ENTRIES_SHOWN),
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
    auditEntries: auditRows.map(({ entry, actorFirstName, actorLastName }) => ({
      id: entry.id,
      action: entry.action,
      actionLabel: auditActionLabel(entry.action),
      actorName: actorFirstName !== null ? `${actorFirstName} ${actorLastName}` : null,
      createdAt: entry.createdAt,
      summary: auditSummary(entry.before, entry.after),
    })),
    permissions: userPermissions(viewer, { id: account.id, roles: globalRoles, enabled: account.enabled }),
  };
}
