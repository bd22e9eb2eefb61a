import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Packag } from '@/features/expeditions/api/get-expedition';
import type { Expedition } from '@/features/expeditions/api/get-expeditions';
import { useMyExpedition } from '@/features/expeditions/api/get-my-expedition';
import { useMyExpeditions } from '@/features/expeditions/api/get-my-expeditions';
import { DebtLine } from '@/features/expeditions/components/expeditions-table';
import { ExpeditionStatusBadge, ParcelStatusBadge } from '@/features/expeditions/components/status-badge';
import { parcelStatus } from '@/features/expeditions/utils/parcel-status';
import { DataTable, type Column } from '@/components/data-table';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { useSession } from '@/lib/auth';
import { formatDate, formatMoney, formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useIsPhone } from '@/lib/responsive';

const TAB_PARAM = 'onglet';
const TICKETS_TAB = 'billets';

/**
 * Mes expéditions: what a client sends or receives, each with its parcels and where they are.
 * `tickets`: the client's passenger tickets (the tickets feature's, composed by the app), shown in a
 * tab of their own ('Mes billets', `?onglet=billets`).
 */
export function MyExpeditionsRoute({ tickets }: { tickets?: ReactNode } = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tickets && params.get(TAB_PARAM) === TICKETS_TAB ? TICKETS_TAB : 'expeditions';
  return (
    <Stack>
      <PageHeader title={t('expeditions.mine.title')} subtitle={t('expeditions.mine.subtitle')} />
      {tickets ? (
        <Tabs
          value={tab}
          onChange={(value) => value && setParams(value === TICKETS_TAB ? { [TAB_PARAM]: value } : {}, { replace: true })}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="expeditions">{t('expeditions.mine.tabs.expeditions')}</Tabs.Tab>
            <Tabs.Tab value={TICKETS_TAB}>{t('expeditions.mine.tabs.tickets')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="expeditions">{tab === 'expeditions' && <MyExpeditionsList />}</Tabs.Panel>
          <Tabs.Panel value={TICKETS_TAB}>{tab === TICKETS_TAB && tickets}</Tabs.Panel>
        </Tabs>
      ) : (
        <MyExpeditionsList />
      )}
    </Stack>
  );
}

function MyExpeditionsList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const expeditions = useMyExpeditions(page);
  return (
    <QueryContent query={expeditions} isEmpty={(found) => found.total === 0} emptyText={t('expeditions.mine.empty')}>
      {(found) => (
        <Stack>
          {found.items.map((expedition) => (
            <MyExpeditionCard key={expedition.id} expedition={expedition} />
          ))}
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}

function MyExpeditionCard({ expedition }: { expedition: Expedition }) {
  const { t } = useTranslation();
  const session = useSession();
  const phone = useIsPhone();
  const sent = expedition.senderId === session?.user.id;
  return (
    <Paper component="article" aria-label={expedition.ref_expedition} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700} size="lg">
                {expedition.ref_expedition}
              </Text>
              <ExpeditionStatusBadge status={expedition.status} />
            </Group>
            <Text size="sm">
              {sent
                ? t('expeditions.mine.sent', { name: expedition.recipient.name })
                : t('expeditions.mine.received', { name: expedition.sender.name })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('expeditions.mine.registered', { date: formatDate(expedition.createdAt), route: expedition.route.name })}
            </Text>
          </Stack>
          <Stack gap={2} align={phone ? 'flex-start' : 'flex-end'}>
            <Text size="sm" fw={600}>
              {t('expeditions.mine.summary', {
                pieces: t('expeditions.list.pieces', { count: expedition.quantityEntry }),
                weight: formatWeight(expedition.weightEntry),
                price: formatMoney(expedition.price),
              })}
            </Text>
            <DebtLine debt={expedition.debt} />
          </Stack>
        </Group>
        <MyParcels expedition={expedition} />
        <Group justify="flex-end">
          <Button component={Link} to={paths.myExpeditionSlip(expedition.id)} variant="light" size="compact-sm">
            {t('expeditions.mine.slip')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The parcels of one expedition: reference, contents, pieces and where they are. */
function MyParcels({ expedition }: { expedition: Expedition }) {
  const { t } = useTranslation();
  const detail = useMyExpedition(expedition.id);
  const columns: Column<Packag>[] = [
    {
      key: 'reference',
      header: t('expeditions.mine.parcelReference'),
      width: 170,
      render: (packag) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {packag.ref_packag}
        </Text>
      ),
    },
    {
      key: 'contents',
      header: t('expeditions.mine.parcelContents'),
      render: (packag) =>
        [packag.packagdetails.map((content) => `${content.article.name} ×${content.unite}`).join(', '), packag.description]
          .filter(Boolean)
          .join(' — '),
    },
    {
      key: 'quantity',
      header: t('expeditions.mine.parcelQuantity'),
      width: 150,
      render: (packag) =>
        t('expeditions.mine.parcelLoad', {
          pieces: t('expeditions.list.pieces', { count: packag.quantityEntry }),
          weight: formatWeight(packag.weightEntry),
        }),
    },
    {
      key: 'status',
      header: t('expeditions.mine.parcelStatus'),
      width: 140,
      render: (packag) => <ParcelStatusBadge status={parcelStatus(packag)} />,
    },
  ];
  return (
    <section aria-label={t('expeditions.mine.parcels', { ref: expedition.ref_expedition })}>
      <QueryContent query={detail}>
        {(found) => <DataTable columns={columns} rows={found.packags} rowKey={(packag) => packag.id} minWidth={480} />}
      </QueryContent>
    </section>
  );
}
