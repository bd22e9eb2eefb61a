import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BilletActions } from '@/features/billets/components/billet-actions';
import type { Billet } from '@/features/billets/types';
import { flightRoute, seatOf } from '@/features/billets/utils';
import { DataTable, type Column } from '@/components/data-table';
import { formatCount, formatDate, formatMoney, formatWeight } from '@/lib/format';
import i18n from '@/lib/i18n';
import { paths } from '@/lib/paths';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** What a ticket still owes, in orange, or that it is paid (nothing once cancelled). */
export function DueLine({ billet }: { billet: Pick<Billet, 'due' | 'status' | 'noShowFee'> }) {
  const { t } = useTranslation();
  if (billet.status === 'annule') {
    // Cancelled with its money kept: what it still bills, and why.
    return billet.noShowFee > 0 ? (
      <Text size="xs" c="dimmed" fw={600}>
        {t('billets.list.noShowFee', { amount: formatMoney(billet.noShowFee) })}
      </Text>
    ) : null;
  }
  return billet.due > 0 ? (
    <Text size="xs" c="orange.8" fw={600} style={nowrap}>
      {t('billets.list.due', { amount: formatMoney(billet.due) })}
    </Text>
  ) : (
    <Text size="xs" c="teal.8" fw={600}>
      {t('billets.list.paid')}
    </Text>
  );
}

/** The passenger's baggage: `2 bagages · 23 kg`, or none. */
export function baggageOf(billet: Pick<Billet, 'baggagePieces' | 'baggageWeight'>): string {
  if (billet.baggagePieces === 0 && billet.baggageWeight === 0) return i18n.t('billets.list.noBaggage');
  return i18n.t('billets.list.baggage', {
    pieces: i18n.t('billets.list.bags', { count: billet.baggagePieces, shown: formatCount(billet.baggagePieces) }),
    kg: formatWeight(billet.baggageWeight),
  });
}

/** Tickets as rows (cards on a phone). `offset` is the number of the row before the first. */
export function BilletsTable({
  billets,
  offset,
  onEdit,
  onPay,
}: {
  billets: Billet[];
  offset: number;
  onEdit: (billet: Billet) => void;
  onPay: (billet: Billet) => void;
}) {
  const { t } = useTranslation();
  const columns: Column<Billet>[] = [
    { key: 'num', header: t('billets.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'reference',
      header: t('billets.table.reference'),
      render: (billet) => (
        <Stack gap={0}>
          <Anchor component={Link} to={paths.billet(billet.id)} size="sm" fw={700} style={nowrap}>
            {billet.ref_billet}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDate(billet.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'passenger',
      header: t('billets.table.passenger'),
      render: (billet) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {billet.name}
          </Text>
          <Text size="xs" c="dimmed">
            {billet.tel}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'flight',
      header: t('billets.table.flight'),
      render: (billet) => (
        <Stack gap={0}>
          <Text size="sm" style={nowrap}>
            {billet.manifest.ref_manifest}
          </Text>
          <Text size="xs" c="dimmed">
            {flightRoute(billet.manifest)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'seat',
      header: t('billets.table.seat'),
      render: (billet) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {seatOf(billet)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`billets.type.${billet.type}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'load',
      header: t('billets.table.load'),
      render: (billet) => (
        <Stack gap={0}>
          <Text size="sm" style={nowrap}>
            {formatWeight(billet.weight)}
          </Text>
          <Text size="xs" c="dimmed">
            {baggageOf(billet)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'fare',
      header: t('billets.table.fare'),
      render: (billet) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={nowrap}>
            {formatMoney(billet.fare)}
          </Text>
          <DueLine billet={billet} />
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('billets.table.action'),
      width: 100,
      render: (billet) => <BilletActions billet={billet} onEdit={onEdit} onPay={onPay} />,
    },
  ];
  return <DataTable columns={columns} rows={billets} rowKey={(billet) => billet.id} minWidth={900} />;
}
