import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** Something a parcel may contain, with its type. */
export type Article = Row<'/api/articles'>;

export const ARTICLES_PER_PAGE = 8;

export interface ArticlesParams {
  /** Part of the name, or null for all. */
  q: string | null;
  page: number;
}

/** The articles by name. */
export function getArticles({ q, page }: ArticlesParams, signal: AbortSignal): Promise<Page<Article>> {
  return api.get<Page<Article>>(withQuery('/articles', { q, page, per_page: ARTICLES_PER_PAGE }), signal);
}

export const articlesQueryOptions = (params: ArticlesParams) =>
  queryOptions({
    queryKey: ['articles', 'list', params] as const,
    queryFn: ({ signal }) => getArticles(params, signal),
    placeholderData: (previous) => previous,
  });

export function useArticles(params: ArticlesParams) {
  return useQuery(articlesQueryOptions(params));
}
