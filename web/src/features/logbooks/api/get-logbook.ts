import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';

export const logbookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['logbooks', 'detail', id] as const,
    queryFn: ({ signal }) => api.get<Logbook>(`/logbooks/${id}`, signal),
  });

export function useLogbook(id: number) {
  return useQuery(logbookQueryOptions(id));
}
