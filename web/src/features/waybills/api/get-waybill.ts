import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaybillStatus } from '@/features/waybills/api/get-waybills';
import type { Narrowed, Reply } from '@/lib/api/types';
import { api } from '@/lib/api-client';

/** A waybill with its lines, and its origin branch in full for the sheet's header. */
export type WaybillDetail = Narrowed<Reply<'/api/waybills/{id}'>, { status: WaybillStatus }>;

/** A waybill line: pieces of one parcel, and of them those not yet on a manifest. Weights in kg. */
export type WaybillLine = WaybillDetail['waybilldetails'][number];

export function getWaybill(id: number, signal: AbortSignal): Promise<WaybillDetail> {
  return api.get<WaybillDetail>(`/waybills/${id}`, signal);
}

export const waybillQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['waybills', 'detail', id],
    queryFn: ({ signal }) => getWaybill(id, signal),
  });

export function useWaybill(id: number) {
  return useQuery(waybillQueryOptions(id));
}
