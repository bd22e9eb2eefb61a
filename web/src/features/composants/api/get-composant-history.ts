import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InstallationView, OverhaulView } from '@/lib/api/airworthiness';

export const composantInstallationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['planecomposants', 'installations', id] as const,
    queryFn: ({ signal }) => api.get<InstallationView[]>(`/planecomposants/${id}/installations`, signal),
  });

export const composantOverhaulsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['planecomposants', 'overhauls', id] as const,
    queryFn: ({ signal }) => api.get<OverhaulView[]>(`/planecomposants/${id}/overhauls`, signal),
  });

/** A component's installations and overhauls, newest first; nothing is asked while `id` is null. */
export function useComposantHistory(id: number | null) {
  const installations = useQuery({ ...composantInstallationsQueryOptions(id ?? 0), enabled: id !== null });
  const overhauls = useQuery({ ...composantOverhaulsQueryOptions(id ?? 0), enabled: id !== null });
  return { installations, overhauls };
}
