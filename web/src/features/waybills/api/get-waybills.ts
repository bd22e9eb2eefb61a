import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

/** In preparation, validated and waiting for manifests, all on manifests (derived by the server). */
export const waybillStatuses = ['EnCours', 'EnAttente', 'Expedié'] as const;
export type WaybillStatus = (typeof waybillStatuses)[number];

/** A road waybill (bordereau) as lists show it. Weights in kg. */
export type Waybill = Narrowed<Row<'/api/waybills'>, { status: WaybillStatus }>;

export type PartyRef = Waybill['waybill_driver'];

export type BranchRef = Waybill['waybill_origin'];

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
