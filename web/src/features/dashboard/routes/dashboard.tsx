import { EmptyState, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard, type Dashboard, type DashboardParams } from '@/features/dashboard/api/get-dashboard';
import { MoneyCards } from '@/features/dashboard/components/money-cards';
import { RevenueChart } from '@/features/dashboard/components/revenue-chart';
import { RouteBlocks } from '@/features/dashboard/components/route-blocks';
import { BranchFilter, useBranchParam } from '@/components/branch-filter';
import { PageHeader } from '@/components/page-header';
import { PeriodFilter, usePeriodParams } from '@/components/period-filter';
import { QueryContent } from '@/components/query-content';
import { formatDate } from '@/lib/format';

/** Whether nothing was registered, paid or spent in the period (the debt in total may still be there). */
function quiet(dashboard: Dashboard): boolean {
  return dashboard.expeditions === 0 && dashboard.tickets === 0 && dashboard.billed === 0 && dashboard.collected === 0 && dashboard.spent === 0;
}

/**
 * 'Situation actuelle': the money of a period (this month first) for one branch or all, each route's
 * tonnage and income, and the revenue over time. The period and the branch are in the URL. `aside`
 * (another feature's card, composed in by the app) comes under the heading, before the filters it
 * does not follow.
 */
export function DashboardRoute({ aside }: { aside?: ReactNode } = {}) {
  const { t } = useTranslation();
  const branch = useBranchParam();
  const period = usePeriodParams('thisMonth', branch.brancheId);
  return (
    <Stack>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {aside}
      <Group align="flex-start" gap="sm" role="group" aria-label={t('dashboard.filters')}>
        <PeriodFilter state={period} />
        <BranchFilter branch={branch} />
      </Group>
      {period.period ? (
        <DashboardPanel params={{ ...period.period, brancheId: branch.brancheId }} ready={period.ready} />
      ) : (
        <Text c="dimmed">{t('shared.period.choose')}</Text>
      )}
    </Stack>
  );
}

function DashboardPanel({ params, ready }: { params: DashboardParams; ready: boolean }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(params, ready);
  return (
    <QueryContent query={dashboard}>
      {(found) => (
        // The figures of the previous period stay, dimmed, until those of the new one come.
        <Stack aria-busy={dashboard.isPlaceholderData} style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Text size="sm" c="dimmed">
            {found.from === found.to
              ? t('shared.period.day', { day: formatDate(found.from) })
              : t('shared.period.range', { from: formatDate(found.from), to: formatDate(found.to) })}
          </Text>
          <MoneyCards dashboard={found} />
          {quiet(found) ? (
            <EmptyState py="xl" size="sm" description={t('dashboard.quiet')} />
          ) : (
            <>
              <RevenueChart dashboard={found} />
              <RouteBlocks routes={found.routes} />
            </>
          )}
        </Stack>
      )}
    </QueryContent>
  );
}
