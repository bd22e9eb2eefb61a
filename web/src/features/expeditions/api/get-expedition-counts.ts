import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpeditionStatus } from '@/features/expeditions/api/get-expeditions';
import { api } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';

export type StatusCount = Narrowed<Row<'/api/expeditions/counts'>, { status: ExpeditionStatus }>;

export function getExpeditionCounts(signal: AbortSignal): Promise<StatusCount[]> {
  return api.get<StatusCount[]>('/expeditions/counts', signal);
}

/** How many expeditions each tab holds (every status, zeros included). */
export const expeditionCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['expeditions', 'counts'],
    queryFn: ({ signal }) => getExpeditionCounts(signal),
  });

export function useExpeditionCounts() {
  return useQuery(expeditionCountsQueryOptions());
}
