import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXPEDITIONS_PER_PAGE, type Expedition } from '@/features/expeditions/api/get-expeditions';
import { api, withQuery, type Page } from '@/lib/api-client';

/** The expeditions the signed-in client sends or receives, newest first. */
export function getMyExpeditions(page: number, signal: AbortSignal): Promise<Page<Expedition>> {
  return api.get<Page<Expedition>>(withQuery('/my/expeditions', { page, per_page: EXPEDITIONS_PER_PAGE }), signal);
}

export const myExpeditionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['expeditions', 'mine', 'list', { page }] as const,
    queryFn: ({ signal }) => getMyExpeditions(page, signal),
    placeholderData: (previous) => previous,
  });

export function useMyExpeditions(page: number) {
  return useQuery(myExpeditionsQueryOptions(page));
}
