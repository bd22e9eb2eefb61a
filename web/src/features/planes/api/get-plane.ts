import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlaneDetail } from '@/lib/api/airworthiness';

/** An aircraft with what is installed on it, its inspections, documents and logbook (each null when the user may not read it). */
export function getPlane(id: number, signal: AbortSignal): Promise<PlaneDetail> {
  return api.get<PlaneDetail>(`/planecomposants/${id}`, signal);
}

export const planeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['planecomposants', 'detail', id],
    queryFn: ({ signal }) => getPlane(id, signal),
  });

export function usePlane(id: number) {
  return useQuery(planeQueryOptions(id));
}
