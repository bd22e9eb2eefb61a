import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Billet, BilletDetail } from '@/features/billets/types';
import { api, withQuery, type Page } from '@/lib/api-client';

export const MY_BILLETS_PER_PAGE = 5;

export function getMyBillets(page: number, signal: AbortSignal): Promise<Page<Billet>> {
  return api.get<Page<Billet>>(withQuery('/my/billets', { page, per_page: MY_BILLETS_PER_PAGE }), signal);
}

/** The signed-in client's tickets: those bought with their phone number. */
export const myBilletsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['billets', 'mine', page] as const,
    queryFn: ({ signal }) => getMyBillets(page, signal),
    placeholderData: (previous) => previous,
  });

export function useMyBillets(page: number) {
  return useQuery(myBilletsQueryOptions(page));
}

export function getMyBillet(id: number, signal: AbortSignal): Promise<BilletDetail> {
  return api.get<BilletDetail>(`/my/billets/${id}`, signal);
}

/** One of the signed-in client's tickets (404 for anyone else's). */
export function useMyBillet(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ['billets', 'mine', 'detail', id] as const,
      queryFn: ({ signal }) => getMyBillet(id, signal),
    }),
  );
}
