import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'ASC' | 'DESC';

export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  sort: string;
  direction: SortDirection;
  /** Other filters kept in the URL (e.g. `role`, `status`). */
  filters: Record<string, string>;
}

const PAGE_SIZES = [10, 25, 50, 100];

export type ListDefaults = { sort: string; direction?: SortDirection; pageSize?: number; filters?: string[] };

/** The list state a URL query holds (what useListParams reads; route loaders use it to prefetch). */
export function listParamsFrom(searchParams: URLSearchParams, defaults: ListDefaults): ListParams {
  const { sort: defaultSort, direction: defaultDirection = 'ASC', pageSize: defaultPageSize = 10 } = defaults;
  const size = Number(searchParams.get('tamano'));
  const filters: Record<string, string> = {};
  for (const key of defaults.filters ?? []) {
    const value = searchParams.get(key);
    if (value) filters[key] = value;
  }
  return {
    page: Math.max(0, Number(searchParams.get('pagina') ?? 1) - 1) || 0,
    pageSize: PAGE_SIZES.includes(size) ? size : defaultPageSize,
    search: searchParams.get('buscar') ?? '',
    sort: searchParams.get('orden') ?? defaultSort,
    direction: searchParams.get('dir') === 'desc' ? 'DESC' : searchParams.get('dir') === 'asc' ? 'ASC' : defaultDirection,
    filters,
  };
}

/** Arguments for a list field of the API. */
export function listVariables(params: ListParams) {
  return { page: params.page, pageSize: params.pageSize, search: params.search || null, sort: params.sort, direction: params.direction };
}

/** The URL query after `changes`: anything but the page changed goes back to the first page. */
export function nextListQuery(base: URLSearchParams, changes: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string | null> }): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
  if (changes.pageSize !== undefined) set('tamano', String(changes.pageSize));
  if (changes.search !== undefined) set('buscar', changes.search.trim() || null);
  if (changes.sort !== undefined) set('orden', changes.sort);
  if (changes.direction !== undefined) set('dir', changes.direction.toLowerCase());
  for (const [key, value] of Object.entries(changes.filters ?? {})) set(key, value);
  set('pagina', changes.page !== undefined && changes.page > 0 ? String(changes.page + 1) : null);
  return next;
}

/**
 * List state (page, size, search, sort, filters) kept in the URL query, so a view can be
 * shared and survives a reload. Changing anything but the page goes back to the first page.
 */
export function useListParams(defaults: ListDefaults) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort: defaultSort, direction: defaultDirection = 'ASC', pageSize: defaultPageSize = 10 } = defaults;
  const filterKey = (defaults.filters ?? []).join(',');

  const params: ListParams = useMemo(
    () =>
      listParamsFrom(searchParams, {
        sort: defaultSort,
        direction: defaultDirection,
        pageSize: defaultPageSize,
        filters: filterKey ? filterKey.split(',') : [],
      }),
    [searchParams, defaultSort, defaultDirection, defaultPageSize, filterKey],
  );

  // Two changes in a row (a status picked while the search box's delay runs) must both stay: each
  // builds on the query the previous one asked for, even before that navigation has landed. React
  // Router's own `prev` is the query of the last render, so the later change would drop the earlier.
  const current = useRef(searchParams);
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    current.current = searchParams;
    requested.current = null;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string | null> }) => {
      const next = nextListQuery(requested.current ?? current.current, changes);
      requested.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );

  /** Arguments for a list field of the API. */
  const variables = useMemo(() => listVariables(params), [params]);

  return { params, update, variables };
}
