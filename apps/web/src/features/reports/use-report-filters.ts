import { useCallback, useMemo } from 'react';
import { useListParams, type ListDefaults } from '../../shared/list/use-list-params';

/**
 * A report's state in the URL: every filter, the sort, the page and its size, so a report can be
 * bookmarked and shared (spec section 2 "Reports"). `filters` names the URL's keys (in Spanish,
 * `?anio=2026&categoria=3`); `defaults` gives a value to a key left out of the URL (the current year).
 *
 * Changing a filter goes back to the first page; `setFilters({ a: '1', b: null })` changes several at
 * once (a chart's bar names a year and a category) and `null` or '' removes a key.
 */
export function useReportFilters<K extends string>(options: { filters: readonly K[]; sort: string; direction?: 'ASC' | 'DESC'; pageSize?: number; defaults?: Partial<Record<K, string>> }) {
  const filterKey = options.filters.join(',');
  const listDefaults: ListDefaults = useMemo(
    () => ({ sort: options.sort, direction: options.direction ?? 'ASC', pageSize: options.pageSize ?? 25, filters: filterKey.split(',') }),
    [options.sort, options.direction, options.pageSize, filterKey],
  );
  const { params, update, pageOf } = useListParams(listDefaults);
  const defaults = options.defaults;

  /** Each filter's value: from the URL, else its default, else undefined. */
  const filters = useMemo(() => {
    const values = {} as Partial<Record<K, string>>;
    for (const key of filterKey.split(',') as K[]) {
      const value = params.filters[key] ?? defaults?.[key];
      if (value) values[key] = value;
    }
    return values;
  }, [params.filters, defaults, filterKey]);

  const setFilters = useCallback(
    (changes: Partial<Record<K, string | null>>) => {
      const next: Record<string, string | null> = {};
      for (const [key, value] of Object.entries(changes) as [K, string | null | undefined][]) next[key] = value ? value : null;
      update({ filters: next, page: 0 });
    },
    [update],
  );

  /** Removes every filter but those named (the report's year or edition stays). */
  const clearFilters = useCallback(
    (keep: readonly K[] = []) => {
      const next: Record<string, string | null> = {};
      for (const key of filterKey.split(',')) if (!keep.includes(key as K)) next[key] = null;
      update({ filters: next, search: '', page: 0 });
    },
    [update, filterKey],
  );

  /** Whether any filter other than those named, or the search, narrows the report. */
  const narrowed = (ignore: readonly K[] = []) => Boolean(params.search) || (Object.keys(params.filters) as K[]).some((k) => !ignore.includes(k));

  return { params, update, pageOf, filters, setFilters, clearFilters, narrowed };
}

/** A whole number from the URL, or undefined when the text is not one. */
export function intParam(value: string | undefined): number | undefined {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}

/** The key of a label map whose URL word is `slug` (`{ OWING: 'con-deuda' }`), or undefined. */
export function fromSlug<T extends string>(slugs: Record<T, string>, slug: string | undefined): T | undefined {
  if (!slug) return undefined;
  return (Object.keys(slugs) as T[]).find((k) => slugs[k] === slug);
}
