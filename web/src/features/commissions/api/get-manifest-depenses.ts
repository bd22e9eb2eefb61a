import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManifestDepenses } from '@/features/commissions/types';
import { api } from '@/lib/api-client';

/** A manifest's commissions with their shares in force, its linked expenses and its result. */
export function getManifestDepenses(manifestId: number, signal: AbortSignal): Promise<ManifestDepenses> {
  return api.get<ManifestDepenses>(`/depenses/manifestId/${manifestId}`, signal);
}

export const manifestDepensesQueryOptions = (manifestId: number) =>
  queryOptions({
    queryKey: ['depenses', 'manifest', manifestId] as const,
    queryFn: ({ signal }) => getManifestDepenses(manifestId, signal),
  });

/** Asked only while `enabled` (a modal open). */
export function useManifestDepenses(manifestId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...manifestDepensesQueryOptions(manifestId), enabled });
}
