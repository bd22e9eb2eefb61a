import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardRoute } from '@/features/dashboard/api/get-dashboard';
import { formatCount, formatKg, formatMoney } from '@/lib/format';

type Figure = 'stockPieces' | 'stockKg' | 'waybillPieces' | 'waybillKg' | 'shippedPieces' | 'shippedKg' | 'tickets' | 'income';

const FIGURES: readonly { key: Figure; format: (value: number) => string }[] = [
  { key: 'stockPieces', format: (value) => formatCount(value) },
  { key: 'stockKg', format: (value) => formatKg(value) },
  { key: 'waybillPieces', format: (value) => formatCount(value) },
  { key: 'waybillKg', format: (value) => formatKg(value) },
  { key: 'shippedPieces', format: (value) => formatCount(value) },
  { key: 'shippedKg', format: (value) => formatKg(value) },
  { key: 'tickets', format: (value) => formatCount(value) },
  { key: 'income', format: (value) => formatMoney(value) },
];

/**
 * One block per route (the spec's seven figures and the income): of the expeditions registered on
 * it in the period, the pieces and kg now in stock, on waybills and shipped; tickets; what it billed.
 * Tickets whose manifest no route joins come as a block of their own (route 0, 'origin → destination').
 */
export function RouteBlocks({ routes }: { routes: readonly DashboardRoute[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-routes">
      <Title order={2} size="h4" id="dashboard-routes">
        {t('dashboard.routes.title')}
      </Title>
      {routes.length === 0 && <Text c="dimmed">{t('dashboard.routes.none')}</Text>}
      {routes.map((route) => (
        <Paper key={`${route.routeId}-${route.originId}-${route.destinationId}`} component="article" aria-label={route.route} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {route.route}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.routes.expeditions', { count: route.expeditions, shown: formatCount(route.expeditions) })}
              {' · '}
              {t('dashboard.routes.weight', { kg: formatKg(route.kg) })}
            </Text>
          </Group>
          <SimpleGrid
            component="dl"
            cols={{ base: 2, xs: 4, lg: 8 }}
            spacing="xs"
            verticalSpacing="xs"
            m={0}
          >
            {FIGURES.map(({ key, format }) => (
              <Paper key={key} bg="var(--mantine-color-gray-0)" radius="sm" px="xs" py={6}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {t(`dashboard.routes.figures.${key}`)}
                </Text>
                <Text component="dd" m={0} fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {format(route[key])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
