import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { isoDay } from '@/lib/periods';

/** Today at a branch: `{ today: 'YYYY-MM-DD' }` in its time zone. */
export type BranchTodayReply = Reply<'/api/today'>;

/** Today at `brancheId`; without one, at the user's branch (the agency's first for someone bound to none). */
export function getBranchToday(brancheId: number | null, signal: AbortSignal): Promise<BranchTodayReply> {
  return api.get<BranchTodayReply>(withQuery('/today', { brancheId }), signal);
}

/** How often the day is asked again, so that a screen left open over midnight moves on to the next. */
export const BRANCH_TODAY_REFRESH_MS = 5 * 60_000;

/** Under `extensions`, so that a branch whose time zone changes gives its new day at once. */
export const branchTodayQueryOptions = (brancheId: number | null) =>
  queryOptions({
    queryKey: ['extensions', 'today', brancheId] as const,
    queryFn: ({ signal }) => getBranchToday(brancheId, signal),
    refetchInterval: BRANCH_TODAY_REFRESH_MS,
    // Another branch keeps the day of the one before until its own comes (`settled` says so).
    placeholderData: keepPreviousData,
  });

export interface BranchToday {
  /** `YYYY-MM-DD`: the branch's day; until it comes, the one before's or the browser's. */
  day: string;
  /** Whether `day` is the answer for this branch (or the browser's, when the server could not say). */
  settled: boolean;
}

/**
 * Today at the branch whose figures a screen shows (null: the user's own, or all branches, which
 * the server counts from the same day). While it loads, the browser's day stands in, marked
 * unsettled so that nothing is asked for with it; when the server cannot say, the browser's day
 * is used.
 */
export function useBranchToday(brancheId: number | null = null): BranchToday {
  const query = useQuery(branchTodayQueryOptions(brancheId));
  if (query.data) return { day: query.data.today, settled: !query.isPlaceholderData };
  return { day: isoDay(new Date()), settled: query.isError };
}
