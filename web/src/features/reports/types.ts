/**
 * Readable names for the reports' types, generated from the server's OpenAPI document
 * (lib/api/schema.ts), with the kinds, rows and totals narrowed to what the server sends.
 */
import type { Narrowed, Reply, Schema } from '@/lib/api/types';
import type { Granularity } from '@/lib/periods';

/** The reports, in the order of their tabs; each is also its tab's value in the URL. */
export const reportNames = ['revenue', 'tonnage', 'receivables', 'commissions', 'expenses', 'manifests', 'clients'] as const;
export type ReportName = (typeof reportNames)[number];

/** How a column's values are written: text as is, dates en-GB, numbers in the interface's language. */
export type ColumnKind = 'text' | 'date' | 'count' | 'money' | 'kg' | 'percent';

/** A column of a report, its label in the language asked for (Accept-Language). */
export type ReportColumn = Narrowed<Schema<'ReportColumn'>, { kind: ColumnKind }>;

/** A value of a row: dollars for money, kg for weights, a number like 12.5 for 12,5 %; null for none. */
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** What the report's chart draws, over all the rows (not the page): `series` are columns' keys. */
export type ReportChart = Narrowed<Schema<'ReportChart'>, { kind: 'line' | 'bar' | 'stacked'; data: ReportRow[] }>;

/** A page of a report's rows, the totals of its numeric columns over every row, and its chart. */
export type Report = Narrowed<
  Reply<'/api/reports/{name}'>,
  {
    name: ReportName;
    /** Revenue's buckets; null for the other reports. */
    groupBy: Granularity | null;
    columns: ReportColumn[];
    rows: ReportRow[];
    totals: Record<string, number | null>;
    chart: ReportChart | null;
  }
>;
