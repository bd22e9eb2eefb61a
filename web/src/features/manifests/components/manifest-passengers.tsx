import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PassengerLine } from '@/features/manifests/api/get-manifest';
import { DataTable, type Column } from '@/components/data-table';
import { formatCount, formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

const statusColors = { reserve: 'blue', embarque: 'teal', absent: 'orange' } as const;

/**
 * The passengers of a manifest on its page (its tickets not cancelled), by seat then name; each
 * ticket's page for those who may read tickets.
 */
export function ManifestPassengers({ passengers }: { passengers: readonly PassengerLine[] }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const titleId = useId();
  const linked = can('afficher billet');
  const columns: Column<PassengerLine>[] = [
    { key: 'num', header: t('manifests.passengers.num'), width: 56, render: (_, index) => index + 1 },
    {
      key: 'name',
      header: t('manifests.passengers.name'),
      render: (passenger) => (
        <Stack gap={0}>
          {linked ? (
            <Anchor component={Link} to={paths.billet(passenger.id)} size="sm" fw={600}>
              {passenger.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {passenger.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {passenger.ref_billet} · {passenger.tel}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: t('manifests.passengers.type'), render: (passenger) => t(`billets.type.${passenger.type}`) },
    { key: 'document', header: t('manifests.passengers.document'), render: (passenger) => passenger.document },
    { key: 'seat', header: t('manifests.passengers.seat'), width: 72, render: (passenger) => passenger.seat ?? '—' },
    {
      key: 'weight',
      header: t('manifests.passengers.weight'),
      render: (passenger) => <span style={{ whiteSpace: 'nowrap' }}>{formatWeight(passenger.weight)}</span>,
    },
    {
      key: 'baggage',
      header: t('manifests.passengers.baggage'),
      render: (passenger) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('manifests.passengers.baggageValue', { pieces: formatCount(passenger.baggagePieces), kg: formatWeight(passenger.baggageWeight) })}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('manifests.passengers.status'),
      render: (passenger) => (
        <Badge color={statusColors[passenger.status]} variant="light">
          {t(`billets.status.${passenger.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('manifests.passengers.title', { count: passengers.length, shown: formatCount(passengers.length) })}
        </Title>
        {passengers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('manifests.passengers.none')}
          </Text>
        ) : (
          <DataTable columns={columns} rows={passengers} rowKey={(passenger) => passenger.id} minWidth={760} />
        )}
      </Stack>
    </Paper>
  );
}
