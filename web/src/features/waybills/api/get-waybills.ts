import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

/** In preparation, validated and waiting for manifests, all on manifests (derived by the server). */
export const waybillStatuses = ['EnCours', 'EnAttente', 'Expedié'] as const;
export type WaybillStatus = (typeof waybillStatuses)[number];

export interface PartyRef {
  id: number;
  name: string;
  tel: string | null;
}

export interface BranchRef {
  id: number;
  name: string;
  city: string | null;
}

/** A road waybill (bordereau) as lists show it. Weights in kg. */
export interface Waybill {
  id: number;
  ref_waybill: string;
  status: WaybillStatus;
  driverId: number;
  vehicleId: number;
  originId: number;
  destinationId: number;
  /** YYYY-MM-DD, set when validated. */
  departureDate: string | null;
  /** HH:MM. */
  departureTime: string | null;
  /** Pieces and kg loaded. */
  quantity: number;
  weight: number;
  /** Pieces and kg not yet on a manifest. */
  quantityRestant: number;
  weightRestant: number;
  /** Parcels (lines) on it. */
  lines: number;
  createdAt: string;
  updatedAt: string;
  waybill_driver: PartyRef;
  vehicle: { id: number; plaque: string; mark: string | null };
  waybill_origin: BranchRef;
  waybill_destination: BranchRef;
  waybill_user: { id: number; name: string };
}

/** The spec's page size. */
export const WAYBILLS_PER_PAGE = 5;

export const waybillSearchColumns = ['ref_waybill', 'driver.name', 'vehicle.plaque'] as const;
export type WaybillSearchColumn = (typeof waybillSearchColumns)[number];

export interface WaybillsParams {
  status: WaybillStatus;
  page: number;
  search: { column: WaybillSearchColumn; q: string } | null;
}

export function getWaybills({ status, page, search }: WaybillsParams, signal: AbortSignal): Promise<Page<Waybill>> {
  const path = withQuery('/waybills', {
    status,
    column: search?.column,
    q: search?.q,
    page,
    per_page: WAYBILLS_PER_PAGE,
  });
  return api.get<Page<Waybill>>(path, signal);
}

export const waybillsQueryOptions = (params: WaybillsParams) =>
  queryOptions({
    queryKey: ['waybills', 'list', params] as const,
    queryFn: ({ signal }) => getWaybills(params, signal),
    // Another page or search of the same tab keeps the rows on screen until the new ones come;
    // another tab starts from the loader.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].status === params.status ? previous : undefined,
  });

export function useWaybills(params: WaybillsParams) {
  return useQuery(waybillsQueryOptions(params));
}

/** Only a waybill in preparation may be edited, validated or deleted. */
export function isInPreparation(waybill: Pick<Waybill, 'status'>): boolean {
  return waybill.status === 'EnCours';
}
