import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { listArgs, type ListArgs } from '@portal/domain/pagination';
import { badInput, parseInput } from './errors';

/** One page of rows and the total across all pages. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Validates list arguments and turns `sort` into an ORDER BY from an allow-list of columns. */
export function parseList(args: unknown, sortable: Record<string, AnyColumn | SQL>, defaultSort: string) {
  const parsed: ListArgs = parseInput(listArgs, args);
  const key = parsed.sort ?? defaultSort;
  const column = sortable[key];
  if (!column) throw badInput({ sort: 'No se puede ordenar por ese campo.' });
  const order = parsed.direction === 'DESC' ? desc(column) : asc(column);
  return { ...parsed, search: parsed.search || null, orderBy: order, offset: parsed.page * parsed.pageSize, limit: parsed.pageSize };
}

/** Escapes `%` and `_` for ILIKE and wraps in wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
