import { asc, count, desc, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import { listArgs, type ListArgs } from '@portal/domain/pagination';
import { badInput, parseInput } from './errors';
import type { Executor } from './db';

/**
 * One page of rows and the total across all pages. When `totalCapped` is set, counting stopped
 * early and there are MORE than `total` rows ("1-10 de más de 1000").
 */
export type Page<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

/**
 * How many rows past the start of the requested page a list counts before it answers
 * "más de N": the count costs at most as much as reading this many rows more than the page does,
 * however large the table grows.
 */
export const COUNT_LOOKAHEAD = 1000;

/** Validates list arguments and turns `sort` into an ORDER BY from an allow-list of columns. */
export function parseList(args: unknown, sortable: Record<string, AnyColumn | SQL>, defaultSort: string) {
  const parsed: ListArgs = parseInput(listArgs, args);
  const key = parsed.sort ?? defaultSort;
  const column = sortable[key];
  if (!column) throw badInput({ sort: `No se puede ordenar por «${key}».` });
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
    countCap: offset + COUNT_LOOKAHEAD,
  };
}

/**
 * The list's total, counting at most `cap` rows of `rows` (a `select 1 … where …` with
 * `.limit(cap + 1)` applied by the caller): one statement whose cost does not grow with the table.
 */
export async function boundedCount(db: Executor, rows: { as: (alias: string) => Subquery }, cap: number): Promise<{ total: number; totalCapped: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(rows.as('counted'));
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * A name column in the order a Spanish reader expects (accents and case ignored, ñ after n), the
 * same on PostgreSQL and PGlite: `portal_sort_key` (migration 0007) compared byte-wise. Expression
 * indexes on exactly this expression back the name sorts.
 */
export const spanishOrder = (column: AnyColumn | SQL) => sql`portal_sort_key(${column}) collate "C"`;

/** Escapes `%` and `_` for ILIKE and wraps in wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
