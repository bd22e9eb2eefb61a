import type { Dashboard, DashboardRoute } from '@/features/dashboard/api/get-dashboard';

/** A route's block with nothing on it but what `more` says. */
export function dashboardRoute(routeId: number, route: string, more: Partial<DashboardRoute> = {}): DashboardRoute {
  return {
    routeId,
    route,
    originId: 1,
    destinationId: 2,
    expeditions: 0,
    pieces: 0,
    kg: 0,
    stockPieces: 0,
    stockKg: 0,
    waybillPieces: 0,
    waybillKg: 0,
    shippedPieces: 0,
    shippedKg: 0,
    tickets: 0,
    income: 0,
    ...more,
  };
}

/** The answer of GET /api/dashboard for a period of a few days, with `more` over it. */
export function dashboardOf(from: string, to: string, more: Partial<Dashboard> = {}): Dashboard {
  return {
    from,
    to,
    today: to,
    brancheId: null,
    groupBy: 'day',
    billed: 1234.5,
    collected: 1000,
    spent: 200,
    cash: 800,
    debt: 234.5,
    debtTotal: 5000,
    expeditions: 12,
    tickets: 4,
    routes: [
      dashboardRoute(1, 'Goma - Bukavu', {
        expeditions: 3,
        pieces: 10,
        kg: 120.5,
        stockPieces: 3,
        stockKg: 30,
        waybillPieces: 2,
        waybillKg: 20,
        shippedPieces: 5,
        shippedKg: 70.5,
        tickets: 1234,
        income: 456.7,
      }),
    ],
    series: [
      { date: from, billed: 1000, collected: 800, spent: 150 },
      { date: to, billed: 234.5, collected: 200, spent: 50 },
    ],
    ...more,
  };
}
