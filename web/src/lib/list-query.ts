import { queryOptions } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

/** What a searchable, paged list asks for besides its own filters. */
export interface PagedListParams<Column extends string = string> {
  page: number;
  /** The column searched and the text, or null for no search. */
  search: { column: Column; q: string } | null;
}

/**
 * GET one page of a searchable list: `path?<filters>&column=…&q=…&page=…&per_page=…`, leaving out
 * what is unset (so no `column` nor `q` without a search).
 */
export function getListPage<Item>(
  path: string,
  filters: Record<string, string | number | null | undefined>,
  { page, search }: PagedListParams,
  perPage: number,
  signal: AbortSignal,
): Promise<Page<Item>> {
  return api.get<Page<Item>>(withQuery(path, { ...filters, column: search?.column, q: search?.q, page, per_page: perPage }), signal);
}

/**
 * The query options of one page of a list with tabs, keyed `[resource, 'list', params]` (so that
 * invalidating `[resource]` refreshes it). Another page or search of the same tab (`params[tab]`)
 * keeps the rows on screen until the new ones come; another tab starts from the loader.
 */
export function tabbedListQueryOptions<Params extends object, Item>(
  resource: string,
  tab: keyof Params,
  params: Params,
  fetch: (params: Params, signal: AbortSignal) => Promise<Page<Item>>,
) {
  return queryOptions({
    queryKey: [resource, 'list', params] as const,
    queryFn: ({ signal }) => fetch(params, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2][tab] === params[tab] ? previous : undefined,
  });
}

/**
 * The query options of a list's tab counts, `path?column=…&q=…`, keyed `[resource, 'counts',
 * search]` (invalidating `[resource]` refreshes them): without a search, how many rows each tab
 * holds; with one, how many of its matches (each at most 100, `capped` beyond).
 */
export function tabCountsQueryOptions<Count>(resource: string, path: string, search: PagedListParams['search']) {
  return queryOptions({
    queryKey: [resource, 'counts', search] as const,
    queryFn: ({ signal }) => api.get<Count[]>(withQuery(path, { column: search?.column, q: search?.q }), signal),
  });
}
