/**
 * The reports' answers, typed from the contract of issue 15 (notes/contract15.md) until the
 * server's OpenAPI document describes GET /api/reports/{name}.
 */
import type { Granularity } from '@/lib/periods';

/** The reports, in the order of their tabs; each is also its tab's value in the URL. */
export const reportNames = ['revenue', 'tonnage', 'receivables', 'commissions', 'expenses', 'manifests', 'clients'] as const;
export type ReportName = (typeof reportNames)[number];

/** How a column's values are written: text as is, dates en-GB, numbers in the interface's language. */
export type ColumnKind = 'text' | 'date' | 'count' | 'money' | 'kg' | 'percent';

export interface ReportColumn {
  key: string;
  /** In the language asked for (Accept-Language). */
  label: string;
  kind: ColumnKind;
}

/** A value of a row: dollars for money, kg for weights, a number like 12.5 for 12,5 %; null for none. */
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export interface ReportChart {
  kind: 'line' | 'bar' | 'stacked';
  /** The key of each point's category or date (a column's key). */
  index: string;
  /** The keys of the values drawn (columns' keys). */
  series: string[];
  /** Over all the rows, not the page. */
  data: ReportRow[];
}

export interface Report {
  name: ReportName;
  from: string;
  to: string;
  groupBy: Granularity | null;
  brancheId: number | null;
  routeId: number | null;
  /** Today: receivables are as of this day. */
  asOf: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The numeric columns added up over all the rows. */
  totals: Record<string, number | null>;
  chart: ReportChart | null;
  total: number;
  page: number;
  per_page: number;
}
