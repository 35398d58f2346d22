import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isSettled, type ChargeStatus } from '@portal/domain/charges';
import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import type { Executor } from '../../platform/db';
import { listTotal, planOnce } from '../../platform/list';

export type ChargeView = { id: number; amountCents: number; currency: string; status: ChargeStatus; description: string; paidAt: Date | null };

/** A membership with its category and its year's charge (a superset of `me.activeMembership`). */
export type MembershipView = {
  id: number;
  userId: string;
  year: number;
  terminatedMember: boolean;
  terminatedAt: Date | null;
  universityCareer: string | null;
  created: Date;
  category: { id: number; name: string; isStudent: boolean };
  paid: boolean;
  charge: ChargeView | null;
};

const membershipColumns = {
  m: memberships,
  categoryName: membershipCategories.name,
  categoryIsStudent: membershipCategories.isStudent,
  charge: {
    id: charges.id,
    amountCents: charges.amountCents,
    currency: charges.currency,
    status: charges.status,
    description: charges.description,
    paidAt: charges.paidAt,
  },
};

type Row = { m: typeof memberships.$inferSelect; categoryName: string; categoryIsStudent: boolean; charge: ChargeView | null };

const toView = (r: Row): MembershipView => ({
  id: r.m.id,
  userId: r.m.userId,
  year: r.m.year,
  terminatedMember: r.m.terminatedMember,
  terminatedAt: r.m.terminatedAt,
  universityCareer: r.m.universityCareer,
  created: r.m.createdAt,
  category: { id: r.m.categoryId, name: r.categoryName, isStudent: r.categoryIsStudent },
  paid: isSettled(r.charge?.status),
  charge: r.charge,
});

/** One statement: memberships joined with their category and charge. */
export async function selectMemberships(
  db: Executor,
  where: SQL | undefined,
  page?: { orderBy: SQL; limit: number; offset: number },
): Promise<MembershipView[]> {
  return (await membershipRows(db, where, page)).map(toView);
}

async function membershipRows(db: Executor, where: SQL | undefined, page?: { orderBy: SQL; limit: number; offset: number }, plannedOnce = false) {
  const query = db
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(membershipCategories, eq(membershipCategories.id, memberships.categoryId))
    .leftJoin(charges, eq(charges.membershipId, memberships.id))
    .where(where)
    .$dynamic();
  if (page) query.orderBy(page.orderBy).limit(page.limit).offset(page.offset);
  // One membership by id or by person and year: plans that fit every value.
  return (await (plannedOnce ? planOnce(query) : query)) as Row[];
}

/**
 * The prepared page of one person's memberships in one ordering, with its exact count as
 * `listTotal`; the person, limit and offset are placeholders (the service keeps one per ordering
 * with `preparedShapes`: rendering it on every request took about a fifth of the list's CPU).
 */
export function personMembershipPageQuery(db: Executor, orderBy: SQL, name: string) {
  const mine = eq(memberships.userId, sql.placeholder('userId'));
  const countRows = db.select({ one: sql`1` }).from(memberships).where(mine);
  return db
    .select({ ...membershipColumns, listTotal: listTotal(countRows) })
    .from(memberships)
    .innerJoin(membershipCategories, eq(membershipCategories.id, memberships.categoryId))
    .leftJoin(charges, eq(charges.membershipId, memberships.id))
    .where(mine)
    .orderBy(orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** The rows of `personMembershipPageQuery` as views, each keeping `listTotal`. */
export const membershipPageViews = (rows: unknown[]): (MembershipView & { listTotal: number })[] =>
  (rows as (Row & { listTotal: number })[]).map((r) => ({ ...toView(r), listTotal: r.listTotal }));

export async function membershipById(db: Executor, id: number): Promise<MembershipView | undefined> {
  const [row] = await membershipRows(db, eq(memberships.id, id), undefined, true);
  return row && toView(row);
}

export async function currentMembershipOf(db: Executor, userId: string, year: number): Promise<MembershipView | undefined> {
  const [row] = await membershipRows(db, and(eq(memberships.userId, userId), eq(memberships.year, year)), undefined, true);
  return row && toView(row);
}

export async function membershipsByIds(db: Executor, ids: number[]): Promise<MembershipView[]> {
  return ids.length ? selectMemberships(db, inArray(memberships.id, ids)) : [];
}

export async function countMemberships(db: Executor, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(memberships).where(where);
  return total;
}

/** What a membership year's charge says. */
export const chargeDescription = (year: number, categoryName: string) => `Cuota de socio ${year} — ${categoryName}`;
