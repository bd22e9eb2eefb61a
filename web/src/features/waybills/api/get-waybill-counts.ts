import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaybillStatus } from '@/features/waybills/api/get-waybills';
import { api } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';

export type StatusCount = Narrowed<Row<'/api/waybills/counts'>, { status: WaybillStatus }>;

export function getWaybillCounts(signal: AbortSignal): Promise<StatusCount[]> {
  return api.get<StatusCount[]>('/waybills/counts', signal);
}

/** How many waybills each tab holds (every status, zeros included). */
export const waybillCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['waybills', 'counts'],
    queryFn: ({ signal }) => getWaybillCounts(signal),
  });

export function useWaybillCounts() {
  return useQuery(waybillCountsQueryOptions());
}
