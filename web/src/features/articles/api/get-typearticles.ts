import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A kind of article (food, electronics…), by which parcel contents are grouped. */
export interface ArticleType {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
}

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
