import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What a parcel may contain. */
export type ArticleOption = Pick<Row<'/api/articles'>, 'id' | 'name' | 'typearticle'>;

// A catalogue of a few dozen articles: one page of the largest size holds them.
export function getArticleOptions(signal: AbortSignal): Promise<ArticleOption[]> {
  return api.get<Page<ArticleOption>>(withQuery('/articles', { per_page: 100 }), signal).then((page) => page.items);
}

/** Under the `articles` key, so that a change to the catalogue refreshes the pickers too. */
export const articleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['articles', 'options'],
    queryFn: ({ signal }) => getArticleOptions(signal),
  });

export function useArticleOptions() {
  return useQuery(articleOptionsQueryOptions());
}
