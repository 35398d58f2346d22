import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Services, Viewer } from '../../graphql/context';
import { conflict, notFound, parseInput } from '../../graphql/errors';
import { likePattern, parseList, type Page } from '../../graphql/pagination';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import type { CatalogueDefinition, CatalogueRow } from './catalogues.definitions';

/** The driver error under drizzle's wrapper (DrizzleQueryError keeps it as `cause`). */
const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
};

/** One COUNT and one page query, whatever the page size. */
export async function listCatalogue(db: Executor, def: CatalogueDefinition, args: unknown): Promise<Page<CatalogueRow>> {
  const list = parseList(args, def.sortable, 'name');
  const pattern = list.search ? likePattern(list.search) : null;
  const where = pattern ? or(ilike(def.name, pattern), ...def.searchAlso.map((c) => ilike(c, pattern))) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select(def.select).from(def.table).where(where).orderBy(list.orderBy, asc(def.id)).limit(list.limit).offset(list.offset),
    db.select({ total: count() }).from(def.table).where(where),
  ]);
  return { items: items as CatalogueRow[], total, page: list.page, pageSize: list.pageSize };
}

async function findRow(db: Executor, def: CatalogueDefinition, id: number): Promise<CatalogueRow | undefined> {
  const [row] = await db.select(def.select).from(def.table).where(eq(def.id, id));
  return row as CatalogueRow | undefined;
}

/** Refuses a name (case-insensitive) or code another row already has. */
async function assertUnique(db: Executor, def: CatalogueDefinition, data: Record<string, unknown>, exceptId: number | null) {
  const other = (column: typeof def.id) => (exceptId === null ? undefined : ne(column, exceptId));
  const [sameName] = await db
    .select({ id: def.id })
    .from(def.table)
    .where(and(sql`lower(${def.name}) = lower(${data.name as string})`, other(def.id)))
    .limit(1);
  if (sameName) throw conflict(def.duplicateName, { name: def.duplicateName });
  if (def.uniqueCode && def.duplicateCode && data.code) {
    const [sameCode] = await db
      .select({ id: def.id })
      .from(def.table)
      .where(and(eq(def.uniqueCode, data.code as string), other(def.id)))
      .limit(1);
    if (sameCode) throw conflict(def.duplicateCode, { code: def.duplicateCode });
  }
}

const parseId = (id: string | number, def: CatalogueDefinition) => {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound(def.notFound);
  return n;
};

/** A unique index raced our check: answer the same CONFLICT the check would have. */
function rethrow(error: unknown, def: CatalogueDefinition): never {
  if (pgCode(error) === '23505') throw conflict(def.duplicateName, { name: def.duplicateName });
  if (pgCode(error) === '23503') throw conflict('No se puede eliminar: está en uso.');
  throw error;
}

const action = (def: CatalogueDefinition, verb: 'CREATED' | 'UPDATED' | 'DELETED') => `${def.targetType.toUpperCase()}_${verb}`;

export async function createCatalogueRow(services: Services, viewer: Viewer, def: CatalogueDefinition, input: unknown): Promise<CatalogueRow> {
  const data = parseInput(def.input, input);
  try {
    return await services.database.db.transaction(async (tx) => {
      await assertUnique(tx, def, data, null);
      const [row] = (await tx.insert(def.table).values(data as never).returning(def.select as never)) as CatalogueRow[];
      await recordAudit(tx, { actorId: viewer.id, action: action(def, 'CREATED'), targetType: def.targetType, targetId: row.id, after: row });
      return row;
    });
  } catch (error) {
    rethrow(error, def);
  }
}

export async function updateCatalogueRow(services: Services, viewer: Viewer, def: CatalogueDefinition, id: string | number, input: unknown): Promise<CatalogueRow> {
  const rowId = parseId(id, def);
  const data = parseInput(def.input, input);
  try {
    return await services.database.db.transaction(async (tx) => {
      const before = await findRow(tx, def, rowId);
      if (!before) throw notFound(def.notFound);
      await assertUnique(tx, def, data, rowId);
      await tx.update(def.table).set(data as never).where(eq(def.id, rowId));
      const after = (await findRow(tx, def, rowId))!;
      await recordAudit(tx, { actorId: viewer.id, action: action(def, 'UPDATED'), targetType: def.targetType, targetId: rowId, before, after });
      return after;
    });
  } catch (error) {
    rethrow(error, def);
  }
}

export async function deleteCatalogueRow(services: Services, viewer: Viewer, def: CatalogueDefinition, id: string | number): Promise<boolean> {
  const rowId = parseId(id, def);
  try {
    return await services.database.db.transaction(async (tx) => {
      const before = await findRow(tx, def, rowId);
      if (!before) throw notFound(def.notFound);
      const inUse = await def.usage(tx, rowId);
      if (inUse) throw conflict(inUse);
      await tx.delete(def.table).where(eq(def.id, rowId));
      await recordAudit(tx, { actorId: viewer.id, action: action(def, 'DELETED'), targetType: def.targetType, targetId: rowId, before });
      return true;
    });
  } catch (error) {
    rethrow(error, def);
  }
}
