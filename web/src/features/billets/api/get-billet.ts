import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BilletDetail } from '@/features/billets/types';
import { api } from '@/lib/api-client';

export function getBillet(id: number, signal: AbortSignal): Promise<BilletDetail> {
  return api.get<BilletDetail>(`/billets/${id}`, signal);
}

/** A ticket with its payments, under `billets`. */
export const billetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['billets', 'detail', id] as const,
    queryFn: ({ signal }) => getBillet(id, signal),
  });

export function useBillet(id: number) {
  return useQuery(billetQueryOptions(id));
}
