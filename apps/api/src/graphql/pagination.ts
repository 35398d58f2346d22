import type { ArgBuilder, ObjectRef } from '@pothos/core';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { listArgs, type ListArgs } from '@portal/domain/pagination';
import { builder } from './builder';
import { badInput, parseInput } from './errors';

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const SortDirection = builder.enumType('SortDirection', { values: ['ASC', 'DESC'] as const });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/** The shared arguments of list fields: `page` (from 0), `pageSize`, `search`, `sort`, `direction`. */
export const listArgFields = (arg: ArgBuilder<Types>) => ({
  page: arg.int({ required: false, description: 'Page number, from 0.' }),
  pageSize: arg.int({ required: false, description: 'Rows per page, 1 to 100 (default 10).' }),
  search: arg.string({ required: false }),
  sort: arg.string({ required: false }),
  direction: arg({ type: SortDirection, required: false }),
});

/** Declares `<Name>Page { items total page pageSize }` for an object type. */
export function pageType<T>(name: string, item: ObjectRef<Types, T>) {
  return builder.objectRef<Page<T>>(`${name}Page`).implement({
    description: `One page of ${name} rows and the total across all pages.`,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });
}

/** Validates list arguments and turns `sort` into an ORDER BY from an allow-list of columns. */
export function parseList(args: unknown, sortable: Record<string, AnyColumn | SQL>, defaultSort: string) {
  const parsed: ListArgs = parseInput(listArgs, args);
  const key = parsed.sort ?? defaultSort;
  const column = sortable[key];
  if (!column) throw badInput({ sort: `No se puede ordenar por «${key}».` });
  const order = parsed.direction === 'DESC' ? desc(column) : asc(column);
  return { ...parsed, search: parsed.search || null, orderBy: order, offset: parsed.page * parsed.pageSize, limit: parsed.pageSize };
}

/** Escapes `%` and `_` for ILIKE and wraps in wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
