import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { listParamsFrom, listVariables, nextListQuery, type ListDefaults, type ListParams } from './list-params';

export { listParamsFrom, listVariables, nextListQuery, type ListDefaults, type ListParams, type SortDirection } from './list-params';

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
