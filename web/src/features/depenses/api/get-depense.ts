import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DepenseDetail } from '@/features/depenses/types';

export type { DepenseDetail };

export function getDepense(id: number, signal: AbortSignal): Promise<DepenseDetail> {
  return api.get<DepenseDetail>(`/depenses/${id}`, signal);
}

export const depenseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['depenses', 'detail', id] as const,
    queryFn: ({ signal }) => getDepense(id, signal),
  });

/** An expense, a share or a commission (with its shares), and its manifest's result when it has one. */
export function useDepense(id: number) {
  return useQuery(depenseQueryOptions(id));
}
