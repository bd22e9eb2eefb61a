import { queryOptions, useQuery } from '@tanstack/react-query';
import { WAYBILLS_PER_PAGE, type Waybill } from '@/features/waybills/api/get-waybills';
import { api, withQuery, type Page } from '@/lib/api-client';

/** The waybills the signed-in driver drives, newest first. */
export function getMyWaybills(page: number, signal: AbortSignal): Promise<Page<Waybill>> {
  return api.get<Page<Waybill>>(withQuery('/my/waybills', { page, per_page: WAYBILLS_PER_PAGE }), signal);
}

export const myWaybillsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['waybills', 'mine', 'list', { page }] as const,
    queryFn: ({ signal }) => getMyWaybills(page, signal),
    placeholderData: (previous) => previous,
  });

export function useMyWaybills(page: number) {
  return useQuery(myWaybillsQueryOptions(page));
}
