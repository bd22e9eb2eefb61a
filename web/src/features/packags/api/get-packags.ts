import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api-client';
import type { Row, Schema } from '@/lib/api/types';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

/** A parcel (colis), as the cargo list and its label show it: kg, dollars (`price_`), its route (`price`). */
export type Parcel = Row<'/api/packags'>;

/** Pieces and kg entered, and where they are now: in stock, on waybills, shipped on manifests. */
export type Buckets = Schema<'BucketsView'>;

export type PartyRef = Parcel['recipient'];

/** The list's tabs: parcels with pieces in stock, on a waybill, on a manifest. */
export const parcelStages = ['restant', 'waybill', 'manifeste'] as const;
export type ParcelStage = (typeof parcelStages)[number];

export const parcelSearchColumns = [
  'ref_packag',
  'expedition.ref_expedition',
  'price.name',
  'expedition.sender.name',
  'recipient.name',
] as const;
export type ParcelSearchColumn = (typeof parcelSearchColumns)[number];

/** The spec's page size. */
export const PARCELS_PER_PAGE = 5;

export interface ParcelsParams extends PagedListParams<ParcelSearchColumn> {
  stage: ParcelStage;
}

export function getParcels(params: ParcelsParams, signal: AbortSignal): Promise<Page<Parcel>> {
  return getListPage('/packags', { stage: params.stage }, params, PARCELS_PER_PAGE, signal);
}

export const parcelsQueryOptions = (params: ParcelsParams) =>
  tabbedListQueryOptions('packags', 'stage', params, getParcels);

export function useParcels(params: ParcelsParams) {
  return useQuery(parcelsQueryOptions(params));
}
