import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api-client';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

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

export interface WaybillsParams extends PagedListParams<WaybillSearchColumn> {
  status: WaybillStatus;
}

export function getWaybills(params: WaybillsParams, signal: AbortSignal): Promise<Page<Waybill>> {
  return getListPage('/waybills', { status: params.status }, params, WAYBILLS_PER_PAGE, signal);
}

export const waybillsQueryOptions = (params: WaybillsParams) =>
  tabbedListQueryOptions('waybills', 'status', params, getWaybills);

export function useWaybills(params: WaybillsParams) {
  return useQuery(waybillsQueryOptions(params));
}

/** Only a waybill in preparation may be edited, validated or deleted. */
export function isInPreparation(waybill: Pick<Waybill, 'status'>): boolean {
  return waybill.status === 'EnCours';
}
