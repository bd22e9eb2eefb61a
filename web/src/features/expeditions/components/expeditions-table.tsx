import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Expedition, PartyRef } from '@/features/expeditions/api/get-expeditions';
import { ExpeditionActions } from '@/features/expeditions/components/expedition-actions';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate, formatMoney, formatWeight } from '@/lib/format';

function Party({ party }: { party: PartyRef }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {party.name}
      </Text>
      {party.tel && (
        <Text size="xs" c="dimmed">
          {party.tel}
        </Text>
      )}
    </Stack>
  );
}

/** What is owed, in orange, or that it is paid. */
export function DebtLine({ debt }: { debt: number }) {
  const { t } = useTranslation();
  return debt > 0 ? (
    <Text size="xs" c="orange.8" fw={600}>
      {t('expeditions.list.debt', { amount: formatMoney(debt) })}
    </Text>
  ) : (
    <Text size="xs" c="teal.8" fw={600}>
      {t('expeditions.list.paid')}
    </Text>
  );
}

/** Expeditions as rows (cards on a phone). `offset` is the number of the row before the first. */
export function ExpeditionsTable({
  expeditions,
  offset,
  onEdit,
  onPay,
}: {
  expeditions: Expedition[];
  offset: number;
  onEdit: (expedition: Expedition) => void;
  onPay: ((expedition: Expedition) => void) | null;
}) {
  const { t } = useTranslation();
  const columns: Column<Expedition>[] = [
    { key: 'num', header: t('expeditions.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'reference',
      header: t('expeditions.table.reference'),
      render: (expedition) => (
        <Stack gap={0}>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {expedition.ref_expedition}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(expedition.createdAt)}
          </Text>
        </Stack>
      ),
    },
    { key: 'sender', header: t('expeditions.table.sender'), render: (expedition) => <Party party={expedition.sender} /> },
    { key: 'recipient', header: t('expeditions.table.recipient'), render: (expedition) => <Party party={expedition.recipient} /> },
    {
      key: 'route',
      header: t('expeditions.table.route'),
      render: (expedition) => (
        <Stack gap={0}>
          <Text size="sm">{expedition.route.name}</Text>
          <Text size="xs" c="dimmed">
            {expedition.expedition_origin.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'parcels',
      header: t('expeditions.table.parcels'),
      render: (expedition) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('expeditions.list.pieces', { count: expedition.quantityEntry })}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatWeight(expedition.weightEntry)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('expeditions.table.amount'),
      render: (expedition) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(expedition.price)}
          </Text>
          <DebtLine debt={expedition.debt} />
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('expeditions.table.action'),
      width: 100,
      render: (expedition) => <ExpeditionActions expedition={expedition} onEdit={onEdit} onPay={onPay} />,
    },
  ];
  return <DataTable columns={columns} rows={expeditions} rowKey={(expedition) => expedition.id} minWidth={820} />;
}
