import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

/** Derived by the server from where the parcels are: all in stock, some moved, all shipped. */
export const expeditionStatuses = ['EnStock', 'EnCours', 'Expedié'] as const;
export type ExpeditionStatus = (typeof expeditionStatuses)[number];

/** Pieces and weights (kg) entered, and where they are now: in stock, on waybills, on manifests. */
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

/** What lists and details show of an expedition itself. Money in dollars, weights in kg. */
export interface ExpeditionCore extends Buckets {
  id: number;
  ref_expedition: string;
  /** The origin branch. */
  extensionId: number;
  senderId: number;
  recipientId: number;
  /** The route price. */
  destinationId: number;
  /** As typed at registration: dollars, or -1 for "paid in full". */
  cash: number;
  price: number;
  paid: number;
  debt: number;
  /** 1 when nothing is owed. */
  paiement: number;
  status: ExpeditionStatus;
  createdAt: string;
  updatedAt: string;
}

/** An expedition as lists show it. */
export interface Expedition extends ExpeditionCore {
  sender: PartyRef;
  recipient: PartyRef;
  expedition_origin: { id: number; name: string };
  route: { id: number; name: string };
}

/** The spec's page size. */
export const EXPEDITIONS_PER_PAGE = 5;

export const expeditionSearchColumns = ['ref_expedition', 'sender.name', 'recipient.name'] as const;
export type ExpeditionSearchColumn = (typeof expeditionSearchColumns)[number];

export interface ExpeditionsParams {
  status: ExpeditionStatus;
  page: number;
  search: { column: ExpeditionSearchColumn; q: string } | null;
}

export function getExpeditions({ status, page, search }: ExpeditionsParams, signal: AbortSignal): Promise<Page<Expedition>> {
  const path = withQuery('/expeditions', {
    status,
    column: search?.column,
    q: search?.q,
    page,
    per_page: EXPEDITIONS_PER_PAGE,
  });
  return api.get<Page<Expedition>>(path, signal);
}

export const expeditionsQueryOptions = (params: ExpeditionsParams) =>
  queryOptions({
    queryKey: ['expeditions', 'list', params] as const,
    queryFn: ({ signal }) => getExpeditions(params, signal),
    // Another page or search of the same tab keeps the rows on screen until the new ones come;
    // another tab starts from the loader.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].status === params.status ? previous : undefined,
  });

export function useExpeditions(params: ExpeditionsParams) {
  return useQuery(expeditionsQueryOptions(params));
}

/** Whether an expedition may still be edited or deleted: nothing of it has left stock. */
export function isUntouched(expedition: Pick<ExpeditionCore, 'status' | 'quantityWaybill' | 'quantityManifeste'>): boolean {
  return expedition.status === 'EnStock' && expedition.quantityWaybill + expedition.quantityManifeste === 0;
}
