import type { ArgBuilder, ObjectRef } from '@pothos/core';
import type { Page } from '../platform/list';
import { builder } from './builder';

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
      total: t.exposeInt('total', { description: 'Rows across all pages; a lower bound when totalCapped.' }),
      totalCapped: t.exposeBoolean('totalCapped', {
        description: 'Counting stopped early: there are more than `total` rows (shown as "más de N"), and a next page. Lists count at most 1000 rows; past that, the total is exact again on the last page.',
      }),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });
}
