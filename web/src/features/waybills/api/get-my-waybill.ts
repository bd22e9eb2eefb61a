import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaybillDetail } from '@/features/waybills/api/get-waybill';
import { api } from '@/lib/api-client';

/** One of the waybills the signed-in driver drives; anyone else's is 404. */
export function getMyWaybill(id: number, signal: AbortSignal): Promise<WaybillDetail> {
  return api.get<WaybillDetail>(`/my/waybills/${id}`, signal);
}

export const myWaybillQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['waybills', 'mine', 'detail', id],
    queryFn: ({ signal }) => getMyWaybill(id, signal),
  });

export function useMyWaybill(id: number) {
  return useQuery(myWaybillQueryOptions(id));
}
