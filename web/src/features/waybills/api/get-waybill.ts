import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyBranch } from '@/components/print/agency-header';
import type { PartyRef, Waybill } from '@/features/waybills/api/get-waybills';
import { api } from '@/lib/api-client';

/** A waybill line: pieces of one parcel, and of them those not yet on a manifest. Weights in kg. */
export interface WaybillLine {
  id: number;
  waybillId: number;
  packagId: number;
  expeditionId: number;
  quantity: number;
  weight: number;
  quantityRestant: number;
  weightRestant: number;
  packag: {
    id: number;
    ref_packag: string;
    description: string | null;
    recipient: PartyRef;
    /** The route's name. */
    route: string;
    destinationId: number;
  };
  expedition: { id: number; ref_expedition: string; sender: PartyRef };
}

/** A waybill with its lines, and its origin branch in full for the sheet's header. */
export interface WaybillDetail extends Waybill {
  agency: AgencyBranch | null;
  waybilldetails: WaybillLine[];
}

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
