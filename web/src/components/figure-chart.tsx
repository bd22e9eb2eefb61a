import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box, Text, type MantineColor } from '@mantine/core';
import { formatCompact } from '@/lib/format';
import { useIsPhone } from '@/lib/responsive';

/** One line or one bar of a chart: the key of its value in each point, its label and colour. */
export interface FigureSeries {
  key: string;
  label: string;
  color: MantineColor;
}

export type FigureKind = 'line' | 'bar' | 'stacked';

export interface FigureChartProps {
  kind: FigureKind;
  /** A heading above the chart, which also names it for screen readers. */
  title: string;
  /** The points, oldest or first first. */
  data: Record<string, unknown>[];
  /** The key of each point's category or date. */
  index: string;
  series: readonly FigureSeries[];
  /** A value in full, in the tooltip (`1 234,50 $`); the axis shortens it (`1,2 k`). */
  formatValue: (value: number) => string;
  /** A category or date as the axis shows it (short: `21/11`); the tooltip shows `formatIndexLong`. */
  formatIndex?: (value: string) => string;
  formatIndexLong?: (value: string) => string;
  /**
   * Categories with names (clients, routes, types…): bars lie along the chart, one under another,
   * so that their names are read whole on a phone; dates and periods stand upright.
   */
  named?: boolean;
}

/**
 * Names longer than this are cut on the axis (the tooltip and the table give them whole); shorter
 * ones wrap on two or three lines beside their bar.
 */
const NAME_LENGTH = { phone: 30, desktop: 40 };

function shorten(name: string, length: number): string {
  return name.length > length ? `${name.slice(0, length - 1)}…` : name;
}

/**
 * A line chart (evolution over time), bars or stacked bars (comparison), in a figure with its
 * title. Each figure sits next to a table of the same numbers, which screen readers and people who
 * want the figures read.
 */
export function FigureChart({
  kind,
  title,
  data,
  index,
  series,
  formatValue,
  formatIndex = (value) => value,
  formatIndexLong = formatIndex,
  named = false,
}: FigureChartProps) {
  const phone = useIsPhone();
  const chartSeries = series.map(({ key, label, color }) => ({ name: key, label, color }));
  const common = {
    data,
    dataKey: index,
    series: chartSeries,
    valueFormatter: formatValue,
    withLegend: series.length > 1,
    // In the order of the series (recharts sorts both by name otherwise).
    legendProps: { verticalAlign: 'bottom' as const, height: phone ? 64 : 40, itemSorter: null },
    tooltipProps: {
      // Called with no label while no point is hovered.
      labelFormatter: (label: unknown) => (label === undefined || label === null ? '' : formatIndexLong(String(label))),
      itemSorter: (item: { dataKey?: unknown }) => series.findIndex((line) => line.key === item.dataKey),
    },
    tooltipAnimationDuration: 0,
    gridAxis: 'xy' as const,
  };

  let chart;
  if (kind === 'line') {
    chart = (
      <LineChart
        {...common}
        h={phone ? 260 : 320}
        curveType="linear"
        withDots={data.length <= (phone ? 12 : 31)}
        xAxisProps={{ tickFormatter: (value: unknown) => formatIndex(String(value)), minTickGap: 12 }}
        yAxisProps={{ tickFormatter: (value: unknown) => formatCompact(Number(value)), width: phone ? 44 : 60 }}
      />
    );
  } else if (named) {
    // Room for a name on up to three lines beside its bar.
    const perBar = Math.max(phone ? 42 : 30, kind === 'stacked' ? 30 : 12 + 16 * series.length);
    const nameLength = phone ? NAME_LENGTH.phone : NAME_LENGTH.desktop;
    chart = (
      <BarChart
        {...common}
        type={kind === 'stacked' ? 'stacked' : 'default'}
        orientation="vertical"
        h={Math.max(180, data.length * perBar + (series.length > 1 ? 110 : 60))}
        maxBarWidth={28}
        xAxisProps={{ tickFormatter: (value: unknown) => formatCompact(Number(value)) }}
        yAxisProps={{
          width: phone ? 112 : 190,
          interval: 0,
          tickFormatter: (value: unknown) => shorten(formatIndex(String(value)), nameLength),
        }}
      />
    );
  } else {
    chart = (
      <BarChart
        {...common}
        type={kind === 'stacked' ? 'stacked' : 'default'}
        h={phone ? 260 : 320}
        maxBarWidth={40}
        xAxisProps={{ tickFormatter: (value: unknown) => formatIndex(String(value)), minTickGap: 8 }}
        yAxisProps={{ tickFormatter: (value: unknown) => formatCompact(Number(value)), width: phone ? 44 : 60 }}
      />
    );
  }

  return (
    <Box component="figure" m={0} aria-label={title}>
      <Text component="figcaption" fw={600} mb="xs">
        {title}
      </Text>
      {chart}
    </Box>
  );
}
