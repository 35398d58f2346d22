import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pagePlaceholders, pageValues, pageWithTotal, parseList, preparedShapes, type Page, type PageNumbers } from '../../platform/list';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { parseIntId } from '../../platform/ids';
import { isForeignKeyViolation, isUniqueViolation, pgConstraint } from '../../platform/pg-errors';
import { containsFolded } from '../../platform/search';
import type { CatalogueDefinition, CatalogueRow } from './catalogues.definitions';

/** The page with its bounded count as a column (values or placeholders). */
function cataloguePage(db: Executor, def: CatalogueDefinition, where: SQL | undefined, orderBy: SQL, v: PageNumbers) {
  const countRows = db.select({ one: sql`1` }).from(def.table).where(where).limit(v.cap);
  const query = db
    .select({ ...def.select, listTotal: listTotal(countRows) })
    .from(def.table)
    .where(where)
    .orderBy(orderBy, asc(def.id))
    .limit(v.fetch)
    .offset(v.offset);
  return { query, countRows };
}

const orderOf = (def: CatalogueDefinition, sortKey: string, descending: boolean) => (descending ? desc(def.sortable[sortKey]) : asc(def.sortable[sortKey]));

/** Each catalogue's unfiltered list, each sort and direction a prepared statement (see `preparedShapes`). */
const prepareUnfiltered = (def: CatalogueDefinition) =>
  preparedShapes(`${def.targetType}_list`, (db, name, shape) => {
    const [sortKey, direction] = shape.split(':');
    return cataloguePage(db, def, undefined, orderOf(def, sortKey, direction === 'DESC'), pagePlaceholders()).query.prepare(name);
  });
const unfiltered = new WeakMap<CatalogueDefinition, ReturnType<typeof prepareUnfiltered>>();
function unfilteredQuery(def: CatalogueDefinition) {
  let byShape = unfiltered.get(def);
  if (!byShape) unfiltered.set(def, (byShape = prepareUnfiltered(def)));
  return byShape;
}

/** One statement (the page with its bounded count), whatever the page size. */
export async function listCatalogue(db: Executor, def: CatalogueDefinition, args: unknown): Promise<Page<CatalogueRow>> {
  const list = parseList(args, def.sortable, 'name');
  const search = list.search;
  const descending = list.direction === 'DESC';
  type Row = CatalogueRow & { listTotal: number };
  if (!search) {
    const rows = (await unfilteredQuery(def)(db, `${list.sortKey}:${descending ? 'DESC' : 'ASC'}`).execute(pageValues(list))) as Row[];
    return (await pageWithTotal(db, rows, list, () => cataloguePage(db, def, undefined, list.orderBy, pageValues(list)).countRows)) as Page<CatalogueRow>;
  }
  // Accents ignored on the name ("peru" finds "Perú"); codes as typed.
  const where = or(containsFolded(def.name, search), ...def.searchAlso.map((c) => ilike(c, likePattern(search))));
  const { query, countRows } = cataloguePage(db, def, where, list.orderBy, pageValues(list));
  return (await pageWithTotal(db, (await query) as Row[], list, countRows)) as Page<CatalogueRow>;
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
  if (sameName) throw conflict('NAME_TAKEN', def.duplicateName, { name: def.duplicateName });
  if (def.uniqueCode && def.duplicateCode && data.code) {
    const [sameCode] = await db
      .select({ id: def.id })
      .from(def.table)
      .where(and(sql`lower(${def.uniqueCode}) = lower(${data.code as string})`, other(def.id)))
      .limit(1);
    if (sameCode) throw conflict('CODE_TAKEN', def.duplicateCode, { code: def.duplicateCode });
  }
}

/** A unique index raced our check: answer the same CONFLICT the check would have. */
function rethrow(error: unknown, def: CatalogueDefinition): never {
  if (isUniqueViolation(error)) {
    if (def.duplicateCode && pgConstraint(error)?.endsWith('_code_unique')) throw conflict('CODE_TAKEN', def.duplicateCode, { code: def.duplicateCode });
    throw conflict('NAME_TAKEN', def.duplicateName, { name: def.duplicateName });
  }
  if (isForeignKeyViolation(error)) throw conflict('IN_USE', 'No se puede eliminar: está en uso.');
  throw error;
}

export async function createCatalogueRow(services: Services, viewer: Viewer, def: CatalogueDefinition, input: unknown): Promise<CatalogueRow> {
  const data = parseInput(def.input, input);
  try {
    return await services.database.db.transaction(async (tx) => {
      await assertUnique(tx, def, data, null);
      const [row] = (await tx.insert(def.table).values(data as never).returning(def.select as never)) as CatalogueRow[];
      await recordAudit(tx, { actorId: viewer.id, action: def.audit.created, targetType: def.targetType, targetId: row.id, after: row });
      return row;
    });
  } catch (error) {
    rethrow(error, def);
  }
}

export async function updateCatalogueRow(services: Services, viewer: Viewer, def: CatalogueDefinition, id: string | number, input: unknown): Promise<CatalogueRow> {
  const rowId = parseIntId(id);
  const data = parseInput(def.input, input);
  try {
    return await services.database.db.transaction(async (tx) => {
      const before = await findRow(tx, def, rowId);
      if (!before) throw notFound(def.notFound);
      await assertUnique(tx, def, data, rowId);
      await tx.update(def.table).set(data as never).where(eq(def.id, rowId));
      const after = (await findRow(tx, def, rowId))!;
      await recordAudit(tx, { actorId: viewer.id, action: def.audit.updated, targetType: def.targetType, targetId: rowId, before, after });
      return after;
    });
  } catch (error) {
    rethrow(error, def);
  }
}

export async function deleteCatalogueRow(services: Services, viewer: Viewer, def: CatalogueDefinition, id: string | number): Promise<boolean> {
  const rowId = parseIntId(id);
  try {
    return await services.database.db.transaction(async (tx) => {
      const before = await findRow(tx, def, rowId);
      if (!before) throw notFound(def.notFound);
      const inUse = await def.usage(tx, rowId);
      if (inUse) throw conflict('IN_USE', inUse);
      await tx.delete(def.table).where(eq(def.id, rowId));
      await recordAudit(tx, { actorId: viewer.id, action: def.audit.deleted, targetType: def.targetType, targetId: rowId, before });
      return true;
    });
  } catch (error) {
    rethrow(error, def);
  }
}

// For the profile: entries typed by members join the growing catalogues.
export { findOrCreateByName, type GrowingTable } from './growing-catalogues';
