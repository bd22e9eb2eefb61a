import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/data-table';
import { ReadingModal } from '@/components/form-modal';
import { QueryContent } from '@/components/query-content';
import type { InstallationView, OverhaulView } from '@/lib/api/airworthiness';
import { AIRCRAFT, dispositionKey } from '@/lib/airworthiness';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Minutes and cycles of the host on a day of the history: `2 090:03 · 9 410 cycles`, or a dash. */
function HostCounters({ minutes, cycles }: { minutes: number | null; cycles: number | null }) {
  const { t } = useTranslation();
  if (minutes === null || cycles === null) return <Text inherit c="dimmed">—</Text>;
  return (
    <Text inherit style={nowrap}>
      {formatFlightTime(minutes)} · {t('airworthiness.cycles', { count: cycles, formatted: formatCount(cycles) })}
    </Text>
  );
}

/**
 * 'Historique' of a component or a piece: where it was installed (and when it came off, with the
 * host's hours and cycles then), and its overhauls, newest first.
 */
export function HistoryModal({
  opened,
  onClose,
  title,
  installations,
  overhauls,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  installations: UseQueryResult<InstallationView[]>;
  overhauls: UseQueryResult<OverhaulView[]>;
}) {
  const { t } = useTranslation();

  const installationColumns: Column<InstallationView>[] = [
    {
      key: 'host',
      header: t('airworthiness.history.host'),
      render: (stay) => (
        <Stack gap={0}>
          {stay.hostCategory === AIRCRAFT ? (
            <Anchor component={Link} to={paths.plane(stay.hostId)} inherit fw={600}>
              {stay.hostImmatriculation}
            </Anchor>
          ) : (
            <Text inherit fw={600}>
              {stay.hostImmatriculation}
            </Text>
          )}
          {stay.disposition !== null && (
            <Text size="xs" c="dimmed">
              {t('airworthiness.positionOf', { position: t(dispositionKey(stay.disposition)), number: stay.number ?? 1 })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'on', header: t('airworthiness.history.installedOn'), render: (stay) => <span style={nowrap}>{formatDate(stay.installedOn)}</span> },
    {
      key: 'off',
      header: t('airworthiness.history.removedOn'),
      render: (stay) => (stay.removedOn ? <span style={nowrap}>{formatDate(stay.removedOn)}</span> : <Text inherit c="green.9">{t('airworthiness.history.stillThere')}</Text>),
    },
    { key: 'hostOn', header: t('airworthiness.history.hostOn'), render: (stay) => <HostCounters minutes={stay.hostMinutesOn} cycles={stay.hostCyclesOn} /> },
    { key: 'hostOff', header: t('airworthiness.history.hostOff'), render: (stay) => <HostCounters minutes={stay.hostMinutesOff} cycles={stay.hostCyclesOff} /> },
  ];

  const overhaulColumns: Column<OverhaulView>[] = [
    { key: 'date', header: t('airworthiness.history.date'), render: (overhaul) => <span style={nowrap}>{formatDate(overhaul.date)}</span> },
    {
      key: 'crs',
      header: t('airworthiness.history.crs'),
      render: (overhaul) =>
        overhaul.file ? (
          <Anchor href={overhaul.file} target="_blank" rel="noopener" inherit aria-label={t('airworthiness.history.openCrs', { crs: overhaul.crs })}>
            {overhaul.crs}
          </Anchor>
        ) : (
          overhaul.crs
        ),
    },
    { key: 'tsn', header: t('airworthiness.history.tsnThen'), render: (overhaul) => <HostCounters minutes={overhaul.minutes} cycles={overhaul.cycles} /> },
  ];

  return (
    <ReadingModal opened={opened} onClose={onClose} title={title} size="xl">
      <Stack gap="xs" component="section" aria-label={t('airworthiness.history.installations')}>
        <Title order={3} size="h5">
          {t('airworthiness.history.installations')}
        </Title>
        <QueryContent query={installations} isEmpty={(rows) => rows.length === 0} emptyText={t('airworthiness.history.noInstallation')}>
          {(rows) => <DataTable columns={installationColumns} rows={rows} rowKey={(stay) => stay.id} minWidth={680} />}
        </QueryContent>
      </Stack>
      <Stack gap="xs" component="section" aria-label={t('airworthiness.history.overhauls')}>
        <Title order={3} size="h5">
          {t('airworthiness.history.overhauls')}
        </Title>
        <QueryContent query={overhauls} isEmpty={(rows) => rows.length === 0} emptyText={t('airworthiness.history.noOverhaul')}>
          {(rows) => <DataTable columns={overhaulColumns} rows={rows} rowKey={(overhaul) => overhaul.id} minWidth={480} />}
        </QueryContent>
      </Stack>
    </ReadingModal>
  );
}
