import type { MantineColor } from '@mantine/core';
import { FigureChart } from '@/components/figure-chart';
import type { Report, ReportName } from '@/features/reports/types';
import { formatCell } from '@/features/reports/utils/cells';
import { formatDate, formatDayMonth, formatMonth } from '@/lib/format';

/** Colours that say something where they can: receivables redden with age; stock, waybills, shipped. */
const COLORS: Partial<Record<ReportName, readonly MantineColor[]>> = {
  // Shades 5 keep Mantine's bright yellow and orange (the theme darkens shades 6 for text).
  receivables: ['teal.6', 'yellow.5', 'orange.5', 'red.6'],
  tonnage: ['blue.6', 'orange.6', 'teal.6'],
  revenue: ['blue.6', 'teal.6'],
};
const PALETTE: readonly MantineColor[] = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6'];

/**
 * The report's chart as the server draws it (`line`, `bar` or `stacked`, over every row), its
 * series labelled as their columns; nothing when the report has none or nothing to draw.
 */
export function ReportChart({ report, title }: { report: Pick<Report, 'name' | 'chart' | 'columns' | 'groupBy'>; title: string }) {
  const { chart, columns } = report;
  if (!chart || chart.data.length === 0 || chart.series.length === 0) return null;
  const column = (key: string) => columns.find((candidate) => candidate.key === key);
  const indexKind = column(chart.index)?.kind ?? 'text';
  const valueKind = column(chart.series[0])?.kind ?? 'count';
  const colors = COLORS[report.name] ?? PALETTE;
  const series = chart.series.map((key, index) => ({
    key,
    label: column(key)?.label ?? key,
    color: colors[index % colors.length],
  }));
  const byMonth = report.groupBy === 'month';
  return (
    <FigureChart
      kind={chart.kind}
      title={title}
      data={chart.data}
      index={chart.index}
      series={series}
      formatValue={(value) => formatCell(value, valueKind)}
      formatIndex={indexKind === 'date' ? (day) => (byMonth ? formatMonth(day) : formatDayMonth(day)) : undefined}
      formatIndexLong={indexKind === 'date' ? (day) => (byMonth ? formatMonth(day, { long: true }) : formatDate(day)) : undefined}
      named={indexKind !== 'date'}
    />
  );
}
