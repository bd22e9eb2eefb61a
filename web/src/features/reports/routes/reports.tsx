import { Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_PER_PAGE, useReport, type ReportFilters } from '@/features/reports/api/get-report';
import { ExportButtons } from '@/features/reports/components/export-buttons';
import { ReportChart } from '@/features/reports/components/report-chart';
import { ReportTable } from '@/features/reports/components/report-table';
import { RouteFilter } from '@/features/reports/components/route-filter';
import { reportNames, type ReportName } from '@/features/reports/types';
import { reportFilters } from '@/features/reports/utils/report-filters';
import { BranchFilter, useBranchParam } from '@/components/branch-filter';
import { ListPager, useLastPageKept } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { PeriodFilter, usePeriodParams } from '@/components/period-filter';
import { QueryContent } from '@/components/query-content';
import { formatDate } from '@/lib/format';
import { granularityOf, type Granularity } from '@/lib/periods';

const GRANULARITIES: readonly Granularity[] = ['day', 'week', 'month'];

function positive(text: string | null): number | null {
  const number = Number(text);
  return text !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * 'Rapports': one tab per report, each with the filters it reads, its chart, its table (paged) and
 * its exports. The tab, the filters and the page are in the URL (`/reports?tab=receivables&…`).
 */
export function ReportsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: ReportName = reportNames.find((name) => name === params.get('tab')) ?? 'revenue';

  const changeTab = (value: string | null) => {
    const name = reportNames.find((candidate) => candidate === value);
    if (!name || name === tab) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} documentTitle={`${t(`reports.tabs.${tab}`)} · ${t('reports.title')}`} />
      <Tabs value={tab} onChange={changeTab} keepMounted={false}>
        <Tabs.List mb="md">
          {reportNames.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`reports.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {reportNames.map((name) => (
          <Tabs.Panel key={name} value={name}>
            {name === tab && <ReportPanel name={name} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** One report: its filters and exports, then its chart, table and pages. */
function ReportPanel({ name }: { name: ReportName }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applies = reportFilters[name];
  const branch = useBranchParam();
  const period = usePeriodParams('thisMonth', branch.brancheId);
  const routeId = applies.route ? positive(params.get('routeId')) : null;
  const written = GRANULARITIES.find((granularity) => granularity === params.get('groupBy'));
  // Unless one was picked, as many buckets as the dashboard's series would have.
  const groupBy = applies.groupBy ? (written ?? (period.period ? granularityOf(period.period) : 'month')) : null;
  const page = positive(params.get('page')) ?? 1;

  const setParam = (key: string, value: string | number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, String(value));
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  // A typed period the server would refuse asks for nothing (its field says what is wrong).
  const filters: ReportFilters | null =
    applies.period && !period.period
      ? null
      : {
          name,
          from: applies.period ? period.period!.from : null,
          to: applies.period ? period.period!.to : null,
          brancheId: branch.brancheId,
          routeId,
          groupBy,
        };

  return (
    <Stack>
      <Group align="flex-start" gap="sm" role="group" aria-label={t('reports.filters.label', { report: t(`reports.tabs.${name}`) })}>
        {/* On a phone, the period and its grouping side by side. */}
        {applies.period && <PeriodFilter state={period} half={applies.groupBy} />}
        {applies.groupBy && (
          <Select
            label={t('reports.filters.groupBy')}
            data={GRANULARITIES.map((granularity) => ({ value: granularity, label: t(`reports.filters.by.${granularity}`) }))}
            value={groupBy}
            onChange={(value) => value && setParam('groupBy', value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
          />
        )}
        <BranchFilter branch={branch} />
        {applies.route && <RouteFilter value={routeId} onChange={(value) => setParam('routeId', value)} />}
      </Group>
      {filters ? (
        <ReportBody filters={filters} ready={!applies.period || period.ready} page={page} onPage={(next) => setParam('page', next)} />
      ) : (
        <Text c="dimmed">{t('shared.period.choose')}</Text>
      )}
    </Stack>
  );
}

function ReportBody({ filters, ready, page, onPage }: { filters: ReportFilters; ready: boolean; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const report = useReport({ ...filters, page }, ready);
  // A page past the last (a bookmark, narrower filters) moves to the last one.
  useLastPageKept(page, onPage, report.data?.total, REPORT_PER_PAGE);
  const { name } = filters;
  return (
    <QueryContent
      query={report}
      isEmpty={(found) => found.total === 0}
      emptyText={name === 'receivables' ? t('reports.empty.receivables') : t('reports.empty.period')}
    >
      {(found) => (
        <Stack aria-busy={report.isPlaceholderData} style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {name === 'receivables'
                ? t('reports.asOf', { day: formatDate(found.asOf) })
                : found.from === found.to
                  ? t('shared.period.day', { day: formatDate(found.from) })
                  : t('shared.period.range', { from: formatDate(found.from), to: formatDate(found.to) })}
            </Text>
            {/* The file of a period still waiting for the branch's day would be of other days. */}
            <ExportButtons filters={filters} disabled={!ready} />
          </Group>
          <ReportChart report={found} title={t(`reports.charts.${name}`)} />
          <ReportTable report={found} label={t(`reports.tables.${name}`)} />
          <ListPager total={found.total} perPage={found.per_page} page={found.page} onChange={onPage} />
        </Stack>
      )}
    </QueryContent>
  );
}
