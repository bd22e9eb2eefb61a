import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Plane } from '@/features/planes/api/get-planes';

export function getPlane(id: number, signal: AbortSignal): Promise<Plane> {
  return api.get<Plane>(`/planecomposants/${id}`, signal);
}

export const planeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['planecomposants', 'detail', id],
    queryFn: ({ signal }) => getPlane(id, signal),
  });

export function usePlane(id: number) {
  return useQuery(planeQueryOptions(id));
}
