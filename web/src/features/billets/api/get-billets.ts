import { useQuery } from '@tanstack/react-query';
import type { Billet, BilletStatus } from '@/features/billets/types';
import type { Page } from '@/lib/api-client';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

export { billetStatuses, type Billet, type BilletStatus } from '@/features/billets/types';

/** The spec's page size. */
export const BILLETS_PER_PAGE = 5;

/** Searched by the ticket's reference (prefix, `BIL-…` or its number), the passenger's name or phone, the manifest's reference. */
export const billetSearchColumns = ['ref_billet', 'name', 'tel', 'manifest.ref_manifest'] as const;
export type BilletSearchColumn = (typeof billetSearchColumns)[number];

export interface BilletsParams extends PagedListParams<BilletSearchColumn> {
  status: BilletStatus;
}

export function getBillets(params: BilletsParams, signal: AbortSignal): Promise<Page<Billet>> {
  return getListPage('/billets', { status: params.status }, params, BILLETS_PER_PAGE, signal);
}

/** Under `billets`: any ticket write refreshes it. */
export const billetsQueryOptions = (params: BilletsParams) => tabbedListQueryOptions('billets', 'status', params, getBillets);

export function useBillets(params: BilletsParams) {
  return useQuery(billetsQueryOptions(params));
}
