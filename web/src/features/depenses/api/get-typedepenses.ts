import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Typedepense } from '@/features/depenses/types';

export type { Typedepense };

/** Every expense type, by name (a short list: not paged). */
export function getTypedepenses(signal: AbortSignal): Promise<Typedepense[]> {
  return api.get<Typedepense[]>('/typedepenses', signal);
}

/**
 * Keyed `['typedepenses']` alone: the manifest's commission modal reads the same list under the
 * same key, so both share one request and one refresh.
 */
export const typedepensesQueryOptions = () =>
  queryOptions({
    queryKey: ['typedepenses'] as const,
    queryFn: ({ signal }) => getTypedepenses(signal),
  });

export function useTypedepenses() {
  return useQuery(typedepensesQueryOptions());
}
