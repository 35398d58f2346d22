import { asc, count, desc, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { listArgs, type ListArgs } from '@portal/domain/pagination';
import { badInput, parseInput } from './errors';
import { NAMED_BY_TEXT, type Executor } from './db';

/**
 * One page of rows and the total across all pages. When `totalCapped` is set, counting stopped
 * early and there are MORE than `total` rows ("1-10 de más de 1000").
 */
export type Page<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

/**
 * How many rows a list counts at most before it answers "más de N": the count's cost does not
 * grow with the table. Past it, the page itself (one row more than asked) tells whether there is
 * a next page, and on the last page the total is exact again (offset + rows).
 */
export const COUNT_CAP = 1000;

/** Validates list arguments and turns `sort` into an ORDER BY from an allow-list of columns. */
export function parseList(args: unknown, sortable: Record<string, AnyColumn | SQL>, defaultSort: string) {
  const parsed: ListArgs = parseInput(listArgs, args);
  const key = parsed.sort ?? defaultSort;
  // Own keys only: `__proto__`, `constructor` or `toString` are no column (an internal error, or an ORDER BY of nothing).
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!column) throw badInput({ sort: 'No se puede ordenar por ese campo.' });
  const order = parsed.direction === 'DESC' ? desc(column) : asc(column);
  const offset = parsed.page * parsed.pageSize;
  return {
    ...parsed,
    search: parsed.search || null,
    sortKey: key,
    orderBy: order,
    offset,
    limit: parsed.pageSize,
    /** Rows counted at most: the total shown is exact up to here. */
    countCap: COUNT_CAP,
    /** Rows the page query fetches: one more than shown, to know whether a next page exists. */
    fetch: parsed.pageSize + 1,
  };
}

/**
 * Counts the rows of `rows` (a `select 1 … where …` with `.limit(countCap + 1)` applied by the
 * caller), so at most `countCap + 1`: one statement whose cost does not grow with the table.
 */
export async function boundedCount(db: Executor, rows: { as: (alias: string) => Subquery }): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(rows.as('counted'));
  return n;
}

/**
 * The bounded count as a column of the page statement: `(select count(*) from (<rows>) counted)`,
 * an uncorrelated scalar subquery that PostgreSQL runs once per statement, whatever the page size.
 * A list then costs ONE statement after the session check. `rows` is the same `select 1 … where …
 * limit countCap + 1` that `boundedCount` takes; add the column to the page's select as
 * `listTotal` and hand the rows to `pageWithTotal`.
 */
export const listTotal = (rows: SQLWrapper) => sql<number>`(select count(*) from (${rows}) as counted)`.mapWith(Number);

/**
 * The page from rows that carry `listTotal` (which is removed from the items). Only a page past
 * the first that came back empty has no row to carry the total: then, and only then, the count
 * runs on its own.
 */
type CountRows = { as: (alias: string) => Subquery };

export async function pageWithTotal<T extends { listTotal: number }>(
  db: Executor,
  rows: T[],
  list: { page: number; pageSize: number; offset: number; countCap: number },
  /** The count's rows, or a function building them (only called for an empty page past the first). */
  countRows: CountRows | (() => CountRows),
): Promise<Page<Omit<T, 'listTotal'>>> {
  const counted = rows.length ? rows[0].listTotal : list.offset === 0 ? 0 : await boundedCount(db, typeof countRows === 'function' ? countRows() : countRows);
  const items = rows.map(({ listTotal: _total, ...item }) => item);
  return pageFrom(items, counted, list);
}

/**
 * The page from the page query's rows (`fetch` = one more than the page) and the bounded count:
 * exact when the count stayed under the cap or this is the last page; otherwise a lower bound
 * ("más de N") that lies past this page, so the next page is always there.
 */
export function pageFrom<T>(rows: T[], counted: number, list: { page: number; pageSize: number; offset: number; countCap: number }): Page<T> {
  const items = rows.slice(0, list.pageSize);
  const hasMore = rows.length > list.pageSize;
  const base = { items, page: list.page, pageSize: list.pageSize };
  if (counted <= list.countCap) return { ...base, total: counted, totalCapped: false };
  if (!hasMore && items.length > 0) return { ...base, total: list.offset + items.length, totalCapped: false };
  return { ...base, total: Math.max(list.countCap, list.offset + items.length), totalCapped: true };
}

/**
 * The order of a list shown newest first unless asked otherwise: `created` descending when neither
 * a sort nor a direction came; else the asked key (`created` when only a direction came), in the
 * asked direction (ascending unless DESC). `parseList` has already refused keys not in `sortable`.
 */
export function newestFirstOrder<K extends string>(sortable: Record<K | 'created', AnyColumn | SQL>) {
  return (sortKey: string | null, direction: string | null): SQL =>
    sortKey === null && direction === null ? desc(sortable.created) : (direction === 'DESC' ? desc : asc)(sortable[(sortKey ?? 'created') as K | 'created']);
}

/**
 * A name column in the order a Spanish reader expects (accents and case ignored, ñ after n), the
 * same on PostgreSQL and PGlite: `portal_sort_key` (migration 0007) compared byte-wise. Expression
 * indexes on exactly this expression back the name sorts.
 */
export const spanishOrder = (column: AnyColumn | SQL) => sql`portal_sort_key(${column}) collate "C"`;

/** Escapes `%` and `_` for ILIKE and wraps in wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page's numbers as values, or as placeholders for a prepared statement. */
export type PageNumbers = { fetch: number | Placeholder; offset: number | Placeholder; cap: number | Placeholder };

/** The page's numbers of a parsed list, as the values for `pageNumbers` placeholders. */
export const pageValues = (list: { fetch: number; offset: number; countCap: number }) => ({ fetch: list.fetch, offset: list.offset, cap: list.countCap + 1 });

/** Placeholders named like `pageValues`' keys. */
export const pagePlaceholders = () => ({ fetch: sql.placeholder('fetch'), offset: sql.placeholder('offset'), cap: sql.placeholder('cap') });

/**
 * Runs a query as a statement PostgreSQL plans once per connection and then runs from its saved
 * plan (`NAMED_BY_TEXT`, platform/db.ts): for a list of the viewer's own rows or another shape
 * whose best plan does not depend on the values, and whose planning costs more than its running
 * (a person's memberships: planning was 4 times the work). Not for searches or selective filters
 * over everyone, whose plan must see the values; nor for texts that vary without end (`in` lists).
 */
export function planOnce<T>(query: { prepare(name: string): { execute(): Promise<T> } }): Promise<T> {
  return query.prepare(NAMED_BY_TEXT).execute();
}

let preparedNames = 0;

/**
 * Named prepared statements of a list's UNFILTERED shapes (what a screen opens with, in each
 * sort and direction), built once per database and shape: no SQL building in the process and,
 * on PostgreSQL, no planning on every request. Only unfiltered shapes: their plan does not
 * depend on the values, as a search's or a filter's selectivity would. `build` gets a unique
 * statement name and makes the prepared query (with `pagePlaceholders()`).
 */
export function preparedShapes<Q>(prefix: string, build: (db: Executor, name: string, shape: string) => Q) {
  const byDb = new WeakMap<Executor, Map<string, Q>>();
  return (db: Executor, shape: string): Q => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (!prepared) shapes.set(shape, (prepared = build(db, `${prefix}_${++preparedNames}`, shape)));
    return prepared;
  };
}
