import { useQuery } from '@tanstack/react-query';
import type { BilletSearchColumn } from '@/features/billets/api/get-billets';
import type { BilletCount } from '@/features/billets/types';
import { tabCountsQueryOptions, type PagedListParams } from '@/lib/list-query';

/** How many tickets each tab holds (réservé, embarqué, absent, annulé); with a search, how many of its matches. */
export const billetCountsQueryOptions = (search: PagedListParams<BilletSearchColumn>['search'] = null) =>
  tabCountsQueryOptions<BilletCount>('billets', '/billets/counts', search);

export function useBilletCounts(search: PagedListParams<BilletSearchColumn>['search'] = null) {
  return useQuery(billetCountsQueryOptions(search));
}
