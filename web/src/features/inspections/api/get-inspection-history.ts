import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InspectionDoneView } from '@/lib/api/airworthiness';

export const inspectionHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['inspections', 'done', id] as const,
    queryFn: ({ signal }) => api.get<InspectionDoneView[]>(`/inspections/${id}/done`, signal),
  });

/** The performances of an inspection, newest first; nothing is asked while `id` is null. */
export function useInspectionHistory(id: number | null) {
  return useQuery({ ...inspectionHistoryQueryOptions(id ?? 0), enabled: id !== null });
}
