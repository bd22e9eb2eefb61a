import { Button, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@/features/dashboard/api/get-dashboard';
import { FigureChart, type FigureSeries } from '@/components/figure-chart';
import { formatDate, formatDayMonth, formatMoney, formatMonth } from '@/lib/format';
import type { Granularity } from '@/lib/periods';

const SERIES = [
  { key: 'billed', color: 'blue.6' },
  { key: 'collected', color: 'teal.6' },
  { key: 'spent', color: 'red.6' },
] as const;

/** A bucket's first day as an axis shows it (`21/11`, `nov. 2026`) and as the tooltip and table say it. */
function bucketLabels(groupBy: Granularity, weekOf: (day: string) => string) {
  if (groupBy === 'month') {
    return { short: (day: string) => formatMonth(day), long: (day: string) => formatMonth(day, { long: true }) };
  }
  if (groupBy === 'week') {
    return { short: formatDayMonth, long: weekOf };
  }
  return { short: formatDayMonth, long: formatDate };
}

/**
 * Facturé, Encaissé and Dépense over the period, bucket by bucket: lines, or bars when the period
 * has too few buckets to draw a line. The same figures as a table, on demand.
 */
export function RevenueChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const [tableShown, { toggle }] = useDisclosure(false);
  const tableId = useId();
  const labels = bucketLabels(dashboard.groupBy, (day) => t('dashboard.chart.week', { day: formatDate(day) }));
  const series: FigureSeries[] = SERIES.map(({ key, color }) => ({ key, color, label: t(`dashboard.chart.series.${key}`) }));
  return (
    <Stack gap="xs">
      <FigureChart
        kind={dashboard.series.length < 3 ? 'bar' : 'line'}
        title={t('dashboard.chart.title')}
        data={dashboard.series as unknown as Record<string, unknown>[]}
        index="date"
        series={series}
        formatValue={(value) => formatMoney(value)}
        formatIndex={labels.short}
        formatIndexLong={labels.long}
      />
      <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={tableShown} aria-controls={tableId} style={{ alignSelf: 'flex-start' }}>
        {tableShown ? t('dashboard.chart.hideTable') : t('dashboard.chart.showTable')}
      </Button>
      {tableShown && (
        <Table.ScrollContainer minWidth={420} type="native" id={tableId}>
          <Table striped fz="sm" verticalSpacing={4}>
            <Table.Caption>{t('dashboard.chart.tableCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`dashboard.chart.bucket.${dashboard.groupBy}`)}</Table.Th>
                {series.map((line) => (
                  <Table.Th key={line.key} ta="right">
                    {line.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dashboard.series.map((point) => (
                <Table.Tr key={point.date}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{labels.long(point.date)}</Table.Td>
                  {SERIES.map(({ key }) => (
                    <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(point[key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
