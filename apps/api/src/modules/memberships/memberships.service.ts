import { and, asc, desc, eq } from 'drizzle-orm';
import { asociateInput, updateMembershipInput } from '@portal/domain/memberships';
import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import type { Executor } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { parseIntId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { parseList, preparedShapes, type Page } from '../../platform/list';
import { canActForMember, canManageMemberships, canTerminateMembership } from './memberships.rules';
import { chargeDescription, countMemberships, currentMembershipOf, membershipById, membershipPageViews, personMembershipPageQuery, type MembershipView } from './memberships.read';

export const currentYear = () => new Date().getFullYear();

export type Registration = { membershipId: number; email: string; year: number; categoryName: string; amountCents: number };

const ALREADY_MEMBER = (year: number) => `Ya tiene una membresía para ${year}.`;

export async function activeCategory(db: Executor, categoryId: number) {
  const [category] = await db
    .select()
    .from(membershipCategories)
    .where(and(eq(membershipCategories.id, categoryId), eq(membershipCategories.active, true)));
  if (!category) throw badInput({ categoryId: 'Elija una de las categorías vigentes.' });
  return category;
}

/** Creates the membership of `year` and its charge; the amount always comes from the category. */
export async function createMembershipWithCharge(
  tx: Executor,
  userId: string,
  year: number,
  category: typeof membershipCategories.$inferSelect,
  universityCareer: string | null,
) {
  const [membership] = await tx
    .insert(memberships)
    .values({ userId, year, categoryId: category.id, universityCareer })
    .returning({ id: memberships.id });
  await tx.insert(charges).values({
    userId,
    kind: 'MEMBERSHIP',
    membershipId: membership.id,
    description: chargeDescription(year, category.name),
    amountCents: category.yearlyFeeCents,
  });
  return membership.id;
}

/** A signed-in user without this year's membership joins in a category. */
export async function asociate(services: Services, viewer: Viewer, input: unknown): Promise<MembershipView> {
  const { categoryId } = parseInput(asociateInput, input);
  const { db } = services.database;
  const category = await activeCategory(db, categoryId);
  const year = currentYear();
  if (await currentMembershipOf(db, viewer.id, year)) throw conflict('ALREADY_MEMBER', ALREADY_MEMBER(year));
  try {
    const id = await db.transaction((tx) => createMembershipWithCharge(tx, viewer.id, year, category, null));
    return (await membershipById(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('ALREADY_MEMBER', ALREADY_MEMBER(year));
    throw error;
  }
}

/** The member's career on their current membership; an ADMIN may set someone else's (audited). */
export async function updateMembership(services: Services, viewer: Viewer, input: { universityCareer: unknown; userId?: string | null }): Promise<MembershipView> {
  const { universityCareer } = parseInput(updateMembershipInput, { universityCareer: input.universityCareer });
  const targetId = input.userId ?? viewer.id;
  if (!canActForMember(viewer, targetId)) throw notFound('No se encontró la membresía.');
  const { db } = services.database;
  const year = currentYear();
  const before = await currentMembershipOf(db, targetId, year);
  if (!before) throw notFound(`No se encontró una membresía ${year} para actualizar.`);
  await db.transaction(async (tx) => {
    await tx.update(memberships).set({ universityCareer }).where(eq(memberships.id, before.id));
    if (targetId !== viewer.id) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'membership.updated',
        targetType: 'membership',
        targetId: before.id,
        targetUserId: targetId,
        before: { universityCareer: before.universityCareer },
        after: { universityCareer },
      });
    }
  });
  return (await membershipById(db, before.id))!;
}

/** ADMIN ends a membership: no later yearly charges for that member. */
export async function terminateMembership(services: Services, viewer: Viewer, membershipId: unknown): Promise<MembershipView> {
  if (!canManageMemberships(viewer)) throw notFound('No se encontró la membresía.');
  const { db } = services.database;
  const before = await membershipById(db, parseIntId(membershipId, 'membershipId'));
  if (!before) throw notFound('No se encontró la membresía.');
  if (before.terminatedMember) throw conflict('MEMBERSHIP_TERMINATED', 'La membresía ya estaba dada de baja.');
  if (!canTerminateMembership(viewer, before, currentYear())) throw conflict('MEMBERSHIP_EXPIRED', `La membresía ${before.year} ya venció: no se puede dar de baja.`);
  await db.transaction(async (tx) => {
    const terminatedAt = new Date();
    await tx.update(memberships).set({ terminatedMember: true, terminatedAt }).where(eq(memberships.id, before.id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'membership.terminated',
      targetType: 'membership',
      targetId: before.id,
      targetUserId: before.userId,
      before: { terminatedMember: false, terminatedAt: null },
      after: { terminatedMember: true, terminatedAt: terminatedAt.toISOString() },
    });
  });
  return (await membershipById(db, before.id))!;
}

const membershipSort = { year: memberships.year, created: memberships.createdAt };

/** A person's page in each ordering ("newest", or sort:direction), a prepared statement (see `preparedShapes`). */
const personPage = preparedShapes('my_memberships', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':');
  const column = membershipSort[sortKey as keyof typeof membershipSort];
  const orderBy = shape === 'newest' ? desc(memberships.year) : direction === 'DESC' ? desc(column) : asc(column);
  return personMembershipPageQuery(db, orderBy, name);
});

/** The viewer's memberships, newest year first: one statement, the page with its (exact) count. */
export async function myMemberships(services: Services, viewer: Viewer, args: unknown): Promise<Page<MembershipView>> {
  const list = parseList(args, membershipSort, 'year');
  const shape = list.sort || list.direction ? `${list.sortKey}:${list.direction ?? 'ASC'}` : 'newest';
  const { db } = services.database;
  // One person's memberships: a few rows, counted exactly (no cap).
  const rows = membershipPageViews(await personPage(db, shape).execute({ userId: viewer.id, limit: list.limit, offset: list.offset }));
  // Only a page past the last has no row to carry the total: then the count runs on its own.
  const total = rows.length ? rows[0].listTotal : list.offset === 0 ? 0 : await countMemberships(db, eq(memberships.userId, viewer.id));
  const items = rows.map(({ listTotal: _total, ...membership }) => membership);
  return { items, total, totalCapped: false, page: list.page, pageSize: list.pageSize };
}

// For inscriptions: the fee depends on this year's membership.
export { currentMembershipOf } from './memberships.read';
