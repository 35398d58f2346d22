import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { listParamsFrom, listVariables, nextListQuery, type ListDefaults, type ListParams, type ServerPage } from './list-params';

/** A page of a list field of the API. */
type Connection<T> = { items: T[]; total: number; totalCapped?: boolean | null };

export { listParamsFrom, listVariables, nextListQuery, type ListDefaults, type ListParams, type ServerPage, type SortDirection } from './list-params';

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

  /**
   * What `<ServerTable page={…}>` shows: the page of rows the list query answered (`undefined`
   * before its first answer) with the list's state and how to change it.
   */
  const pageOf = useCallback(
    <T,>(connection: Connection<T> | null | undefined, loading: boolean): ServerPage<T> => ({
      params,
      update,
      items: connection?.items,
      total: connection?.total ?? 0,
      totalCapped: connection?.totalCapped ?? false,
      loading,
    }),
    [params, update],
  );

  return { params, update, variables, pageOf };
}
