import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api-client';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

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

export interface ExpeditionsParams extends PagedListParams<ExpeditionSearchColumn> {
  status: ExpeditionStatus;
}

export function getExpeditions(params: ExpeditionsParams, signal: AbortSignal): Promise<Page<Expedition>> {
  return getListPage('/expeditions', { status: params.status }, params, EXPEDITIONS_PER_PAGE, signal);
}

export const expeditionsQueryOptions = (params: ExpeditionsParams) =>
  tabbedListQueryOptions('expeditions', 'status', params, getExpeditions);

export function useExpeditions(params: ExpeditionsParams) {
  return useQuery(expeditionsQueryOptions(params));
}

/** Whether an expedition may still be edited or deleted: nothing of it has left stock. */
export function isUntouched(expedition: Pick<ExpeditionCore, 'status' | 'quantityWaybill' | 'quantityManifeste'>): boolean {
  return expedition.status === 'EnStock' && expedition.quantityWaybill + expedition.quantityManifeste === 0;
}
