import { and, desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { asociateInput, CAREER_REQUIRED, registerInput, updateMembershipInput } from '@portal/domain/memberships';
import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import { personalInfo } from '../../db/schema/profiles';
import { userRoles, users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { parseIntId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/pg-errors';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { parseList, type Page } from '../../platform/list';
import { hashPassword, newPasswordRule } from '../auth/passwords';
import { welcomeMail } from './membership-mails';
import { canActForMember, canManageMemberships, canTerminateMembership } from './memberships.rules';
import { chargeDescription, countMemberships, currentMembershipOf, membershipById, selectMemberships, type MembershipView } from './membership-view';
import { throttlesOf } from '../auth/throttle';

export const currentYear = () => new Date().getFullYear();

export type Registration = { membershipId: number; email: string; year: number; categoryName: string; amountCents: number };

const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo electrónico. Ingrese con ella o recupere su contraseña.';
const DOCUMENT_TAKEN = 'Ya existe una cuenta con ese número de documento. Ingrese con ella o recupere su contraseña.';
const ALREADY_MEMBER = (year: number) => `Ya tiene una membresía para ${year}.`;

async function activeCategory(db: Executor, categoryId: number) {
  const [category] = await db
    .select()
    .from(membershipCategories)
    .where(and(eq(membershipCategories.id, categoryId), eq(membershipCategories.active, true)));
  if (!category) throw badInput({ categoryId: 'Elija una de las categorías vigentes.' });
  return category;
}

/** Creates the membership of `year` and its charge; the amount always comes from the category. */
async function createMembershipWithCharge(
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

async function assertAccountFree(db: Executor, email: string, document: string) {
  const taken = await db
    .select({ email: users.email, document: users.document })
    .from(users)
    .where(or(eq(users.email, email), eq(users.document, document)));
  const fields: Record<string, string> = {};
  if (taken.some((u) => u.email === email)) fields.email = EMAIL_TAKEN;
  if (taken.some((u) => u.document === document)) fields.document = DOCUMENT_TAKEN;
  if (Object.keys(fields).length) throw conflict(Object.values(fields)[0], fields);
}

/** /asociarse: account (role USER), personal data, this year's membership and its charge, in one transaction. */
export async function register(services: Services, input: unknown, ip: string): Promise<Registration> {
  await throttlesOf(services.database).register(ip);
  const data = parseInput(registerInput, input);
  parseInput(z.object({ password: newPasswordRule }), { password: data.password });
  const { db } = services.database;
  const category = await activeCategory(db, data.categoryId);
  if (category.isStudent && !data.universityCareer) throw badInput({ universityCareer: CAREER_REQUIRED });
  await assertAccountFree(db, data.email, data.document);
  const passwordHash = await hashPassword(data.password);
  const year = currentYear();
  try {
    const membershipId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: data.email, document: data.document, firstName: data.firstName, lastName: data.lastName, passwordHash })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user.id, role: 'USER' });
      await tx.insert(personalInfo).values({ userId: user.id, dateBirth: data.dateBirth, gender: data.gender, principalContactNumber: data.principalContactNumber });
      const id = await createMembershipWithCharge(tx, user.id, year, category, category.isStudent ? data.universityCareer : null);
      await enqueueMail(tx, welcomeMail({ email: data.email, firstName: data.firstName, year, categoryName: category.name, amountCents: category.yearlyFeeCents }, services.config.publicUrl, services.config.supportEmail));
      return id;
    });
    void services.mail.kick();
    return { membershipId, email: data.email, year, categoryName: category.name, amountCents: category.yearlyFeeCents };
  } catch (error) {
    // Someone took the e-mail or document between the check and the insert.
    if (isUniqueViolation(error)) await assertAccountFree(db, data.email, data.document);
    throw error;
  }
}

/** A signed-in user without this year's membership joins in a category. */
export async function asociate(services: Services, viewer: Viewer, input: unknown): Promise<MembershipView> {
  const { categoryId } = parseInput(asociateInput, input);
  const { db } = services.database;
  const category = await activeCategory(db, categoryId);
  const year = currentYear();
  if (await currentMembershipOf(db, viewer.id, year)) throw conflict(ALREADY_MEMBER(year));
  try {
    const id = await db.transaction((tx) => createMembershipWithCharge(tx, viewer.id, year, category, null));
    return (await membershipById(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_MEMBER(year));
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
  if (before.terminatedMember) throw conflict('La membresía ya estaba dada de baja.');
  if (!canTerminateMembership(viewer, before, currentYear())) throw conflict(`La membresía ${before.year} ya venció: no se puede dar de baja.`);
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

/** The viewer's memberships, newest year first: one COUNT and one page query. */
export async function myMemberships(services: Services, viewer: Viewer, args: unknown): Promise<Page<MembershipView>> {
  const list = parseList(args, membershipSort, 'year');
  const orderBy = list.sort || list.direction ? list.orderBy : desc(memberships.year);
  const { db } = services.database;
  const where = eq(memberships.userId, viewer.id);
  const [total, items] = await Promise.all([
    countMemberships(db, where),
    selectMemberships(db, where, { orderBy, limit: list.limit, offset: list.offset }),
  ]);
  return { items, total, page: list.page, pageSize: list.pageSize };
}
