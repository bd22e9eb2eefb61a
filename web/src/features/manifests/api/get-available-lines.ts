import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A line of a validated waybill still holding pieces that a manifest can take. Weights in kg. */
export type AvailableLine = Row<'/api/waybilldetails/available'>;

/** The largest page the server gives: the form offers the oldest ones, and searches for the others. */
export const AVAILABLE_PER_PAGE = 100;

export function getAvailableLines(q: string, signal: AbortSignal): Promise<Page<AvailableLine>> {
  return api.get<Page<AvailableLine>>(withQuery('/waybilldetails/available', { q, per_page: AVAILABLE_PER_PAGE }), signal);
}

/** Under `waybilldetails`: every move of pieces refreshes it. */
export const availableLinesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['waybilldetails', 'available', { q }] as const,
    queryFn: ({ signal }) => getAvailableLines(q, signal),
    placeholderData: keepPreviousData,
  });

/** The lines holding `q` in a reference; none asked while `q` is null. */
export function useAvailableLines(q: string | null) {
  return useQuery({ ...availableLinesQueryOptions(q ?? ''), enabled: q !== null });
}

/**
 * The lines of waybills that end at `branch`, where a manifest leaving from it takes its cargo:
 * the form lists them first. None asked while `branch` is null.
 */
export function useLinesEndingAt(branch: number | null) {
  return useQuery({
    queryKey: ['waybilldetails', 'available', { endingAt: branch }] as const,
    queryFn: ({ signal }) =>
      api.get<Page<AvailableLine>>(withQuery('/waybilldetails/available', { destinationId: branch, per_page: AVAILABLE_PER_PAGE }), signal),
    enabled: branch !== null,
  });
}

/** `first`, then the lines of `rest` that are not among them. */
export function firstThen(first: Page<AvailableLine> | undefined, rest: Page<AvailableLine>): Page<AvailableLine> {
  if (!first) return rest;
  const seen = new Set(first.items.map((line) => line.id));
  return { ...rest, items: [...first.items, ...rest.items.filter((line) => !seen.has(line.id))] };
}
