import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteLogbook } from '@/features/logbooks/api/delete-logbook';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';
import { LogbookModal } from '@/features/logbooks/components/logbook-modal';
import { CountersCell } from '@/components/airworthiness/counter-facts';
import { DataTable, type Column } from '@/components/data-table';
import { RowDeleteButton } from '@/components/row-delete-button';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/** Logbooks as a table (cards on a phone): number, aircraft, description, entries and counters, with their actions. */
export function LogbooksTable({ rows, offset = 0 }: { rows: readonly Logbook[]; offset?: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ logbook: Logbook | null; opened: boolean }>({ logbook: null, opened: false });
  const columns: Column<Logbook>[] = [
    { key: 'num', header: t('logbooks.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'serie',
      header: t('logbooks.table.serie'),
      render: (logbook) =>
        logbook.serie ?? (
          <Text inherit c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'plaque',
      header: t('logbooks.table.plaque'),
      render: (logbook) => (
        <Anchor component={Link} to={paths.plane(logbook.planecomposantId)} inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
          {logbook.plaque}
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: t('logbooks.table.description'),
      render: (logbook) => (
        <Text inherit lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {logbook.description ?? ''}
        </Text>
      ),
    },
    { key: 'entries', header: t('logbooks.table.entries'), render: (logbook) => formatCount(logbook.entries) },
    { key: 'counters', header: t('logbooks.table.counters'), render: (logbook) => <CountersCell minutes={logbook.ttsn} cycles={logbook.tcsn} /> },
    {
      key: 'actions',
      header: t('logbooks.table.actions'),
      width: 260,
      render: (logbook) => <LogbookActions logbook={logbook} onEdit={() => setEditing({ logbook, opened: true })} />,
    },
  ];
  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={(logbook) => logbook.id} minWidth={860} />
      <LogbookModal opened={editing.opened} onClose={() => setEditing((shown) => ({ ...shown, opened: false }))} logbook={editing.logbook} />
    </>
  );
}

function LogbookActions({ logbook, onEdit }: { logbook: Logbook; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteLogbook();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={paths.logbook(logbook.id)} size="compact-sm" variant="light" aria-label={t('logbooks.actions.openLabel', { plaque: logbook.plaque })}>
        {t('logbooks.actions.open')}
      </Button>
      <Can permission="modifier logbook">
        <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={t('logbooks.actions.editLabel', { plaque: logbook.plaque })}>
          {t('logbooks.actions.edit')}
        </Button>
      </Can>
      <RowDeleteButton
        permission="supprimer logbook"
        label={t('logbooks.actions.deleteLabel', { plaque: logbook.plaque })}
        confirm={{ title: t('logbooks.delete.title'), message: t('logbooks.delete.message', { plaque: logbook.plaque }) }}
        onConfirm={() => remove.mutate(logbook.id)}
        pending={remove.isPending}
      />
    </Group>
  );
}
