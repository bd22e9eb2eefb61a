import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api-client';
import type { Narrowed, Row, Schema } from '@/lib/api/types';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

/** Derived by the server from where the parcels are: all in stock, some moved, all shipped. */
export const expeditionStatuses = ['EnStock', 'EnCours', 'Expedié'] as const;
export type ExpeditionStatus = (typeof expeditionStatuses)[number];

/** Pieces and weights (kg) entered, and where they are now: in stock, on waybills, on manifests. */
export type Buckets = Schema<'BucketsView'>;

export type PartyRef = Row<'/api/expeditions'>['sender'];

/** What lists and details show of an expedition itself. Money in dollars, weights in kg. */
export type ExpeditionCore = Narrowed<Schema<'ExpeditionCore'>, { status: ExpeditionStatus }>;

/** An expedition as lists show it. */
export type Expedition = Narrowed<Row<'/api/expeditions'>, { status: ExpeditionStatus }>;

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
