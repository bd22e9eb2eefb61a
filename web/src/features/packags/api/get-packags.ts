import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

/** Pieces and kg entered, and where they are now: in stock, on waybills, shipped on manifests. */
export interface Buckets {
  quantityEntry: number;
  quantityRestant: number;
  quantityWaybill: number;
  quantityManifeste: number;
  weightEntry: number;
  weightRestant: number;
  weightWaybill: number;
  weightManifeste: number;
}

export interface PartyRef {
  id: number;
  name: string;
  tel: string | null;
}

/** A parcel (colis), as the cargo list and its label show it. */
export interface Parcel extends Buckets {
  id: number;
  ref_packag: string;
  /** kg per piece. */
  unitWeight: number;
  /** The line's amount, dollars. */
  price_: number;
  description: string | null;
  recipient: PartyRef;
  expedition: {
    id: number;
    ref_expedition: string;
    sender: PartyRef;
    expedition_user: { id: number; name: string };
  };
  /** The route. */
  price: { id: number; name: string; price: number; destinationId: number };
  destinationId: number;
  createdAt: string;
}

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

export interface ParcelsParams {
  stage: ParcelStage;
  page: number;
  search: { column: ParcelSearchColumn; q: string } | null;
}

export function getParcels({ stage, page, search }: ParcelsParams, signal: AbortSignal): Promise<Page<Parcel>> {
  const path = withQuery('/packags', {
    stage,
    column: search?.column,
    q: search?.q,
    page,
    per_page: PARCELS_PER_PAGE,
  });
  return api.get<Page<Parcel>>(path, signal);
}

export const parcelsQueryOptions = (params: ParcelsParams) =>
  queryOptions({
    queryKey: ['packags', 'list', params] as const,
    queryFn: ({ signal }) => getParcels(params, signal),
    // Another page or search of the same tab keeps the rows on screen until the new ones come;
    // another tab starts from the loader.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].stage === params.stage ? previous : undefined,
  });

export function useParcels(params: ParcelsParams) {
  return useQuery(parcelsQueryOptions(params));
}
