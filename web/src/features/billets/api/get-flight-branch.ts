import { useQuery } from '@tanstack/react-query';
import type { BilletManifest } from '@/features/billets/types';
import type { AgencyBranch } from '@/components/print/agency-header';
import { api } from '@/lib/api-client';

/**
 * The branch a flight leaves from, in full, for the ticket's header (the ticket names it only).
 * Those who may not read branches (a client printing their ticket) get its name and city.
 */
export function useFlightBranch(manifest: Pick<BilletManifest, 'origin'>): { branch: AgencyBranch | null } {
  const { origin } = manifest;
  const branch = useQuery({
    queryKey: ['extensions', 'detail', origin.id] as const,
    queryFn: ({ signal }) => api.get<AgencyBranch>(`/extensions/${origin.id}`, signal),
    retry: false,
  });
  if (branch.isPending) return { branch: null };
  return { branch: branch.data ?? { name: origin.name, city: origin.city } };
}
