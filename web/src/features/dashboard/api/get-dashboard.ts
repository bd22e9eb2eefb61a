import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { Granularity, Period } from '@/lib/periods';

// Typed from the contract of issue 15 (notes/contract15.md) until the server's OpenAPI document
// describes GET /api/dashboard.

/** What a route did in the period: the expeditions registered on it, and where their parcels are now. */
export interface DashboardRoute {
  routeId: number;
  /** `Origine - Destination`. */
  route: string;
  originId: number;
  destinationId: number;
  expeditions: number;
  pieces: number;
  kg: number;
  stockPieces: number;
  stockKg: number;
  waybillPieces: number;
  waybillKg: number;
  shippedPieces: number;
  shippedKg: number;
  /** Passenger tickets (0 until passengers exist). */
  tickets: number;
  /** Billed on this route in the period, in dollars. */
  income: number;
}

/** One bucket of the period (a day, a week from Monday or a month from the 1st), in dollars. */
export interface DashboardPoint {
  date: string;
  billed: number;
  collected: number;
  spent: number;
}

/** 'Situation actuelle': money in and out of a period (DESIGN §3), in dollars, and the routes. */
export interface Dashboard {
  from: string;
  to: string;
  brancheId: number | null;
  groupBy: Granularity;
  /** Facturé: prices of the expeditions registered in the period. */
  billed: number;
  /** Encaissé: payments received in the period, cancelled ones left out. */
  collected: number;
  /** Dépense: expenses and commission shares dated in the period. */
  spent: number;
  /** Caisse = Encaissé − Dépense (may be negative). */
  cash: number;
  /** Dette still owed on the expeditions registered in the period. */
  debt: number;
  /** Dette in total, whenever the expeditions were registered. */
  debtTotal: number;
  expeditions: number;
  routes: DashboardRoute[];
  series: DashboardPoint[];
}

export interface DashboardParams extends Period {
  brancheId: number | null;
}

export function getDashboard({ from, to, brancheId }: DashboardParams, signal: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>(withQuery('/dashboard', { from, to, brancheId }), signal);
}

/**
 * Under `dashboard`. Another period keeps the figures on screen (dimmed) until the new ones come,
 * rather than a loader that would make the page jump.
 */
export const dashboardQueryOptions = (params: DashboardParams) =>
  queryOptions({
    queryKey: ['dashboard', params] as const,
    queryFn: ({ signal }) => getDashboard(params, signal),
    placeholderData: keepPreviousData,
  });

export function useDashboard(params: DashboardParams) {
  return useQuery(dashboardQueryOptions(params));
}
