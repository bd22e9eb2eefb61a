import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { DueList, DueStatus } from '@/lib/api/airworthiness';

export type { DueItem, DueList, DuePlane, DueStatus } from '@/lib/api/airworthiness';

/** The filters of the due list (null: not filtered); the server answers every item that matches, unpaged. */
export interface DueFilters {
  planeId: number | null;
  status: DueStatus | null;
  /** Items whose projected date falls within this many days. */
  horizonDays: number | null;
}

/** `/due?planeId=…&status=…&horizonDays=…`, with what is set, and the extra parameters (`format`). */
export function duePath({ planeId, status, horizonDays }: DueFilters, extra: Record<string, string> = {}): string {
  return withQuery('/due', { planeId, status, horizonDays, ...extra });
}

export function getDue(filters: DueFilters, signal: AbortSignal): Promise<DueList> {
  return api.get<DueList>(duePath(filters), signal);
}

/**
 * Under `due`. Another filter keeps the rows on screen (dimmed) until the new ones come. Every
 * airworthiness write changes what is due: they refresh `planecomposants`, and `due` with them
 * (lib/airworthiness.ts).
 */
export const dueQueryOptions = (filters: DueFilters) =>
  queryOptions({
    queryKey: ['due', 'list', filters] as const,
    queryFn: ({ signal }) => getDue(filters, signal),
    placeholderData: (previous) => previous,
  });

export function useDue(filters: DueFilters) {
  return useQuery(dueQueryOptions(filters));
}
