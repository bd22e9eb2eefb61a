import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteEntry } from '@/features/logbooks/api/delete-entry';
import { DataTable, type Column } from '@/components/data-table';
import { RowDeleteButton } from '@/components/row-delete-button';
import type { EntryView } from '@/lib/api/airworthiness';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Can, usePermissions } from '@/lib/permissions';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Flights of a logbook, newest first: date, from → to, time `H:MM`, cycles, pilot, manifest and
 * remarks; with Modifier and Supprimer for who may, when `onEdit` is given.
 */
export function EntriesTable({ rows, onEdit }: { rows: readonly EntryView[]; onEdit?: (entry: EntryView) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const columns: Column<EntryView>[] = [
    { key: 'date', header: t('logbooks.entries.date'), render: (entry) => <span style={nowrap}>{formatDate(entry.date)}</span> },
    {
      key: 'route',
      header: t('logbooks.entries.route'),
      render: (entry) => <Text inherit>{t('logbooks.entries.fromTo', { from: entry.from, to: entry.to })}</Text>,
    },
    {
      key: 'time',
      header: t('logbooks.entries.time'),
      render: (entry) => (
        <Text inherit ff="monospace" style={nowrap}>
          {formatFlightTime(entry.flightTime)}
        </Text>
      ),
    },
    { key: 'cycles', header: t('logbooks.entries.cycles'), render: (entry) => formatCount(entry.cycles) },
    {
      key: 'pilot',
      header: t('logbooks.entries.pilot'),
      render: (entry) => (
        <Anchor component={Link} to={paths.profileOf(entry.pilotId)} inherit>
          {entry.pilot}
        </Anchor>
      ),
    },
    {
      key: 'manifest',
      header: t('logbooks.entries.manifest'),
      render: (entry) =>
        entry.manifestId !== null ? (
          <Anchor component={Link} to={paths.manifest(entry.manifestId)} inherit style={nowrap}>
            {entry.manifestRef ?? `#${entry.manifestId}`}
          </Anchor>
        ) : (
          <Text inherit c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'remarks',
      header: t('logbooks.entries.remarks'),
      render: (entry) =>
        entry.remarks ? (
          <Text inherit size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {entry.remarks}
          </Text>
        ) : (
          <Text inherit c="dimmed">
            —
          </Text>
        ),
    },
  ];
  if (onEdit && (can('modifier logbook') || can('supprimer logbook'))) {
    columns.push({ key: 'actions', header: t('logbooks.entries.actions'), width: 190, render: (entry) => <EntryActions entry={entry} onEdit={onEdit} /> });
  }
  return <DataTable columns={columns} rows={rows} rowKey={(entry) => entry.id} minWidth={860} />;
}

function EntryActions({ entry, onEdit }: { entry: EntryView; onEdit: (entry: EntryView) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteEntry();
  const label = t('logbooks.entries.label', { date: formatDate(entry.date), from: entry.from, to: entry.to });
  return (
    <Group gap="xs" wrap="nowrap">
      <Can permission="modifier logbook">
        <Button size="compact-sm" variant="light" onClick={() => onEdit(entry)} aria-label={t('logbooks.entries.editLabel', { entry: label })}>
          {t('logbooks.entries.edit')}
        </Button>
      </Can>
      <RowDeleteButton
        permission="supprimer logbook"
        label={t('logbooks.entries.deleteLabel', { entry: label })}
        confirm={{
          title: t('logbooks.entries.delete.title'),
          message: t('logbooks.entries.delete.message', {
            date: formatDate(entry.date),
            from: entry.from,
            to: entry.to,
            time: formatFlightTime(entry.flightTime),
            cycles: formatCount(entry.cycles),
          }),
        }}
        onConfirm={() => remove.mutate(entry.id)}
        pending={remove.isPending}
      />
    </Group>
  );
}

/** The aircraft's totals at both ends of a page: brought forward ('Report'), the page's flights, carried forward ('À reporter'). */
export function PageTotals({
  broughtForward,
  carriedForward,
}: {
  broughtForward: { minutes: number; cycles: number };
  carriedForward: { minutes: number; cycles: number };
}) {
  const { t } = useTranslation();
  const cell = (label: string, minutes: number, cycles: number, strong = false) => (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text ff="monospace" fw={strong ? 700 : 500} style={nowrap}>
        {formatFlightTime(minutes)}
      </Text>
      <Text size="sm" c="dimmed" style={nowrap}>
        {t('airworthiness.cycles', { count: cycles, formatted: formatCount(cycles) })}
      </Text>
    </Stack>
  );
  return (
    <SimpleGrid cols={3} spacing="sm" maw={560}>
      {cell(t('logbooks.entries.broughtForward'), broughtForward.minutes, broughtForward.cycles)}
      {cell(t('logbooks.entries.thisPage'), carriedForward.minutes - broughtForward.minutes, carriedForward.cycles - broughtForward.cycles)}
      {cell(t('logbooks.entries.carriedForward'), carriedForward.minutes, carriedForward.cycles, true)}
    </SimpleGrid>
  );
}
