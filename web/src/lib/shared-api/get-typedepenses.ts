import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** An expense type; `ismanifeste` types are a manifest's (the commissions'). */
export type Typedepense = Row<'/api/typedepenses'>;

/** Every expense type, by name: a handful per agency, answered as a plain array (not paged). */
export function getTypedepenses(signal: AbortSignal): Promise<Typedepense[]> {
  return api.get<Typedepense[]>('/typedepenses', signal);
}

/**
 * Keyed `['typedepenses']` alone: the expenses screen and a manifest's commission modal read the
 * same list under the same key, so both share one request and one refresh.
 */
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
