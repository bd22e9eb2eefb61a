import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Typedepense } from '@/features/commissions/types';
import { api } from '@/lib/api-client';

// A handful of types per agency: the server answers them all, as a plain array.
export function getTypedepenses(signal: AbortSignal): Promise<Typedepense[]> {
  return api.get<Typedepense[]>('/typedepenses', signal);
}

export const typedepensesQueryOptions = () =>
  queryOptions({
    queryKey: ['typedepenses'] as const,
    queryFn: ({ signal }) => getTypedepenses(signal),
  });

/** The expense types; `manifestOnly` keeps those of a manifest (`ismanifeste`), the commission form's. */
export function useTypedepenses({ manifestOnly = false }: { manifestOnly?: boolean } = {}) {
  return useQuery({
    ...typedepensesQueryOptions(),
    select: manifestOnly ? (types: Typedepense[]) => types.filter((type) => type.ismanifeste) : undefined,
  });
}
