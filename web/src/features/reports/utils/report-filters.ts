import type { ReportName } from '@/features/reports/types';

/**
 * Which filters a report reads: receivables are as of today (no period) and of any route; a
 * standalone expense has no route, so neither expenses nor commissions are filtered by one. Only
 * revenue is grouped by day, week or month.
 */
export const reportFilters: Record<ReportName, { period: boolean; route: boolean; groupBy: boolean }> = {
  revenue: { period: true, route: true, groupBy: true },
  tonnage: { period: true, route: true, groupBy: false },
  receivables: { period: false, route: false, groupBy: false },
  commissions: { period: true, route: false, groupBy: false },
  expenses: { period: true, route: false, groupBy: false },
  manifests: { period: true, route: true, groupBy: false },
  clients: { period: true, route: true, groupBy: false },
};
