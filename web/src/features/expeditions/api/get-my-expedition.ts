import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import { api } from '@/lib/api-client';

/** One of the signed-in client's own expeditions; anyone else's is 404. */
export function getMyExpedition(id: number, signal: AbortSignal): Promise<ExpeditionDetail> {
  return api.get<ExpeditionDetail>(`/my/expeditions/${id}`, signal);
}

export const myExpeditionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['expeditions', 'mine', 'detail', id],
    queryFn: ({ signal }) => getMyExpedition(id, signal),
  });

export function useMyExpedition(id: number) {
  return useQuery(myExpeditionQueryOptions(id));
}
