import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InstallationView, OverhaulView } from '@/lib/api/airworthiness';

export const pieceInstallationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pieces', 'installations', id] as const,
    queryFn: ({ signal }) => api.get<InstallationView[]>(`/pieces/${id}/installations`, signal),
  });

export const pieceOverhaulsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pieces', 'overhauls', id] as const,
    queryFn: ({ signal }) => api.get<OverhaulView[]>(`/pieces/${id}/overhauls`, signal),
  });

/** A piece's installations and overhauls, newest first; nothing is asked while `id` is null. */
export function usePieceHistory(id: number | null) {
  const installations = useQuery({ ...pieceInstallationsQueryOptions(id ?? 0), enabled: id !== null });
  const overhauls = useQuery({ ...pieceOverhaulsQueryOptions(id ?? 0), enabled: id !== null });
  return { installations, overhauls };
}
