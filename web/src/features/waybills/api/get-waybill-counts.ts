import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaybillStatus } from '@/features/waybills/api/get-waybills';
import { api } from '@/lib/api-client';

export interface StatusCount {
  status: WaybillStatus;
  count: number;
}

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
