import type { ReportName } from '@/features/reports/types';

/**
 * Which filters a report reads (as the server does): receivables are as of today (no period); only
 * what is counted per expedition has a route (a price) to filter by, not expenses, commissions nor
 * manifests (which fly between branches). Only revenue is grouped by day, week or month.
 */
export const reportFilters: Record<ReportName, { period: boolean; route: boolean; groupBy: boolean }> = {
  revenue: { period: true, route: true, groupBy: true },
  tonnage: { period: true, route: true, groupBy: false },
  receivables: { period: false, route: false, groupBy: false },
  commissions: { period: true, route: false, groupBy: false },
  expenses: { period: true, route: false, groupBy: false },
  manifests: { period: true, route: false, groupBy: false },
  clients: { period: true, route: true, groupBy: false },
};
