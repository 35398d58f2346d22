import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { membershipCategoryInput } from '@portal/domain/memberships';
import { membershipCategories } from '../../db/schema/memberships';
import type { Executor } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pageWithTotal, parseList, spanishOrder, type Page } from '../../platform/list';
import { parseIntId } from '../../platform/ids';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/pg-errors';

export type Category = typeof membershipCategories.$inferSelect;
export type CategoryRow = Category & { membershipCount: number };

const NAME_TAKEN = { name: 'Ya existe una categoría con ese nombre.' };

/** Active categories, for the joining form: public. */
export async function activeCategories(db: Executor): Promise<Category[]> {
  return db.select().from(membershipCategories).where(eq(membershipCategories.active, true)).orderBy(asc(membershipCategories.name));
}

// Table names spelled out: inside a subquery drizzle does not qualify the outer column.
const usage = sql<number>`(select count(*)::int from "memberships" as usage where usage.category_id = "membership_categories"."id")`;
const categorySort = {
  name: spanishOrder(membershipCategories.name),
  yearlyFeeCents: membershipCategories.yearlyFeeCents,
  active: membershipCategories.active,
  membershipCount: usage,
};

/** ADMIN list: one statement (the page with its bounded count and each category's usage). */
export async function categoryPage(db: Executor, args: unknown): Promise<Page<CategoryRow>> {
  const list = parseList(args, categorySort, 'name');
  const where = list.search ? ilike(membershipCategories.name, likePattern(list.search)) : undefined;
  const countRows = db.select({ one: sql`1` }).from(membershipCategories).where(where).limit(list.countCap + 1);
  const rows = await db
    .select({ c: membershipCategories, membershipCount: usage, listTotal: listTotal(countRows) })
    .from(membershipCategories)
    .where(where)
    .orderBy(list.orderBy, asc(membershipCategories.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: page.items.map((r) => ({ ...r.c, membershipCount: r.membershipCount })) };
}

async function categoryRow(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select({ c: membershipCategories, membershipCount: usage }).from(membershipCategories).where(eq(membershipCategories.id, id));
  return row && { ...row.c, membershipCount: row.membershipCount };
}

const snapshot = (c: Category) => ({ name: c.name, yearlyFeeCents: c.yearlyFeeCents, isStudent: c.isStudent, active: c.active });

async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: membershipCategories.id })
    .from(membershipCategories)
    .where(and(sql`lower(${membershipCategories.name}) = lower(${name})`, exceptId ? ne(membershipCategories.id, exceptId) : undefined));
  if (taken) throw conflict('NAME_TAKEN', NAME_TAKEN.name, NAME_TAKEN);
}

export async function createCategory(services: Services, viewer: Viewer, input: unknown): Promise<CategoryRow> {
  const data = parseInput(membershipCategoryInput, input);
  const { db } = services.database;
  await assertNameFree(db, data.name);
  try {
    const created = await db.transaction(async (tx) => {
      const [category] = await tx.insert(membershipCategories).values(data).returning();
      await recordAudit(tx, { actorId: viewer.id, action: 'membershipCategory.created', targetType: 'membershipCategory', targetId: category.id, after: snapshot(category) });
      return category;
    });
    return { ...created, membershipCount: 0 };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('NAME_TAKEN', NAME_TAKEN.name, NAME_TAKEN);
    throw error;
  }
}

/** A new fee applies to charges created from now on; existing charges keep their amount. */
export async function updateCategory(services: Services, viewer: Viewer, categoryId: unknown, input: unknown): Promise<CategoryRow> {
  const data = parseInput(membershipCategoryInput, input);
  const { db } = services.database;
  const id = parseIntId(categoryId);
  const before = await categoryRow(db, id);
  if (!before) throw notFound('No se encontró la categoría.');
  await assertNameFree(db, data.name, id);
  try {
    await db.transaction(async (tx) => {
      const [after] = await tx.update(membershipCategories).set(data).where(eq(membershipCategories.id, id)).returning();
      await recordAudit(tx, { actorId: viewer.id, action: 'membershipCategory.updated', targetType: 'membershipCategory', targetId: id, before: snapshot(before), after: snapshot(after) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('NAME_TAKEN', NAME_TAKEN.name, NAME_TAKEN);
    throw error;
  }
  return (await categoryRow(db, id))!;
}

/** Only a category no membership uses can be deleted; otherwise it can be deactivated. */
export async function deleteCategory(services: Services, viewer: Viewer, categoryId: unknown): Promise<boolean> {
  const { db } = services.database;
  const id = parseIntId(categoryId);
  const before = await categoryRow(db, id);
  if (!before) throw notFound('No se encontró la categoría.');
  if (before.membershipCount > 0) {
    const n = before.membershipCount;
    throw conflict('IN_USE', `No se puede eliminar: ${n === 1 ? 'la usa 1 membresía' : `la usan ${n} membresías`}. Puede desactivarla para que no se ofrezca más.`);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(membershipCategories).where(eq(membershipCategories.id, id));
      await recordAudit(tx, { actorId: viewer.id, action: 'membershipCategory.deleted', targetType: 'membershipCategory', targetId: id, before: snapshot(before) });
    });
  } catch (error) {
    // A membership was created with it meanwhile (FK restrict).
    if (isForeignKeyViolation(error)) throw conflict('IN_USE', 'No se puede eliminar: la categoría está en uso.');
    throw error;
  }
  return true;
}
