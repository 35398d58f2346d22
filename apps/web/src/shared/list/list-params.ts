/** List state kept in the URL query, as plain functions (no React): the pages and their route
 * loaders read it the same way. */
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

/** The changes a table asks of its list (page, size, sort): `useListParams().update`. */
export type ListChange = Partial<Pick<ListParams, 'page' | 'pageSize' | 'sort' | 'direction'>>;

/** One page of a server list as `ServerTable` shows it (`useListParams().pageOf(connection, loading)`). */
export interface ServerPage<T> {
  params: ListParams;
  update: (changes: ListChange) => void;
  /** The rows; `undefined` until the list query first answers. */
  items: T[] | undefined;
  total: number;
  /** The server stopped counting: there are more than `total` rows ("1-10 de más de 1000"). */
  totalCapped: boolean;
  loading: boolean;
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
