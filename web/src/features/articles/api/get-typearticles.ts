import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A kind of article (food, electronics…), by which parcel contents are grouped. */
export type ArticleType = Row<'/api/typearticles'>;

/** All the article types, by name (a short list: not paged). */
export function getArticleTypes(signal: AbortSignal): Promise<ArticleType[]> {
  return api.get<ArticleType[]>('/typearticles', signal);
}

export const articleTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['typearticles', 'list'],
    queryFn: ({ signal }) => getArticleTypes(signal),
  });

export function useArticleTypes() {
  return useQuery(articleTypesQueryOptions());
}
