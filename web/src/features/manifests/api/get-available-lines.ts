import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartyRef } from '@/features/manifests/api/get-manifests';
import { api, withQuery, type Page } from '@/lib/api-client';

/** A line of a validated waybill still holding pieces that a manifest can take. Weights in kg. */
export interface AvailableLine {
  id: number;
  waybillId: number;
  ref_waybill: string;
  packagId: number;
  expeditionId: number;
  /** Pieces and kg loaded on the waybill line. */
  quantity: number;
  weight: number;
  /** Of them, those not yet on a manifest. */
  quantityRestant: number;
  weightRestant: number;
  packag: { id: number; ref_packag: string; description: string | null; recipient: PartyRef; route: string; destinationId: number };
  expedition: { id: number; ref_expedition: string; sender: PartyRef };
}

/** The largest page the server gives: the form offers the oldest ones, and searches for the others. */
export const AVAILABLE_PER_PAGE = 100;

export function getAvailableLines(q: string, signal: AbortSignal): Promise<Page<AvailableLine>> {
  return api.get<Page<AvailableLine>>(withQuery('/waybilldetails/available', { q, per_page: AVAILABLE_PER_PAGE }), signal);
}

/** Under `waybilldetails`: every move of pieces refreshes it. */
export const availableLinesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['waybilldetails', 'available', { q }] as const,
    queryFn: ({ signal }) => getAvailableLines(q, signal),
    placeholderData: keepPreviousData,
  });

/** The lines holding `q` in a reference; none asked while `q` is null. */
export function useAvailableLines(q: string | null) {
  return useQuery({ ...availableLinesQueryOptions(q ?? ''), enabled: q !== null });
}
