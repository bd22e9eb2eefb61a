import { Button, EmptyState, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExportDue } from '@/features/due/api/export-due';
import { useDue, type DueFilters, type DueList } from '@/features/due/api/get-due';
import { DuePlanes } from '@/features/due/components/due-planes';
import { DueTable } from '@/features/due/components/due-table';
import { dueSearch, dueTabs, horizons, useDueFilters, type DueTab } from '@/features/due/utils/filters';
import { AircraftFilter } from '@/components/aircraft-select';
import { CountedTabs, type TabCount } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { formatCount, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const ALL = 'all';

/** The tabs' counts: the server's per status, and their sum for 'Tout'. */
function tabCounts(due: DueList): TabCount<DueTab>[] {
  const total = due.counts.reduce((sum, row) => sum + row.count, 0);
  return [{ status: ALL, count: total }, ...due.counts];
}

/**
 * 'Échéancier': what comes due on the fleet (pieces' limits, inspections, documents), soonest
 * first, with where each aircraft stands; filtered by aircraft, status and horizon (all in the
 * URL), printed on A4 and exported as CSV.
 */
export function DueRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useDueFilters();
  const due = useDue(filters);
  const download = useExportDue(filters);
  const horizonOptions = [
    { value: ALL, label: t('due.horizon.all') },
    ...horizons.map((days) => ({ value: String(days), label: t('due.horizon.days', { count: days }) })),
  ];

  return (
    <Stack>
      <PageHeader
        title={t('due.title')}
        subtitle={t('due.subtitle')}
        actions={
          <>
            <Button variant="default" onClick={() => download.mutate()} loading={download.isPending} disabled={download.isPending}>
              {t('due.exportCsv')}
            </Button>
            <Button component={Link} to={`${paths.duePrint}${dueSearch(filters)}`}>
              {t('due.print')}
            </Button>
          </>
        }
      />
      <Group align="flex-end" gap="sm" role="group" aria-label={t('due.filters')}>
        <AircraftFilter value={filters.planeId} onChange={(planeId) => setFilters({ planeId })} />
        <Select
          label={t('due.horizon.label')}
          data={horizonOptions}
          value={filters.horizonDays === null ? ALL : String(filters.horizonDays)}
          onChange={(value) => setFilters({ horizonDays: value === null || value === ALL ? null : Number(value) })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 160 }}
        />
      </Group>
      <QueryContent query={due}>
        {(found) => (
          <Stack aria-busy={due.isPlaceholderData} style={{ opacity: due.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <Text size="sm" c="dimmed">
              {t('due.asOf', {
                date: formatDate(found.today),
                days: formatCount(found.thresholds.days),
                hours: formatCount(found.thresholds.hours),
                cycles: formatCount(found.thresholds.cycles),
              })}
            </Text>
            <DuePlanes planes={found.planes} />
            <DueTabs filters={filters} onStatus={(status) => setFilters({ status })} due={found} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

function DueTabs({ filters, onStatus, due }: { filters: DueFilters; onStatus: (status: DueFilters['status']) => void; due: DueList }) {
  const { t } = useTranslation();
  const tab: DueTab = filters.status ?? ALL;
  const change = (value: string | null) => {
    const next = dueTabs.find((candidate) => candidate === value);
    if (next && next !== tab) onStatus(next === ALL ? null : next);
  };
  return (
    <CountedTabs
      value={tab}
      tabs={dueTabs}
      onChange={change}
      counts={tabCounts(due)}
      label={(value) => t(`due.tabs.${value}`)}
      countedLabel={(label, count) => t('due.tabCount', { label, count: typeof count === 'number' ? formatCount(count) : count })}
    >
      {due.items.length === 0 ? <EmptyState py="xl" size="sm" description={t('due.empty')} /> : <DueTable rows={due.items} />}
    </CountedTabs>
  );
}
