import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DueItem } from '@/features/due/api/get-due';
import { DueStatusBadge, useDueWords } from '@/components/airworthiness/due-status';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The colour of what is left, repeating its status (the word is in the badge). */
export const leftColor = { depasse: 'red.8', bientot: 'orange.9', ok: undefined } as const;

/**
 * The due items as a table (cards on a phone), in the server's order (projected date first): the
 * status in words, the aircraft, the item and what it is on, the limit, its due point, what is left
 * and when it is expected.
 */
export function DueTable({ rows }: { rows: readonly DueItem[] }) {
  const { t } = useTranslation();
  const words = useDueWords();
  const columns: Column<DueItem>[] = [
    { key: 'status', header: t('due.table.status'), render: (item) => <DueStatusBadge status={item.status} /> },
    {
      key: 'plane',
      header: t('due.table.plane'),
      render: (item) =>
        item.planeId !== null && item.planeImmatriculation !== null ? (
          <Anchor component={Link} to={paths.plane(item.planeId)} inherit fw={600} style={nowrap}>
            {item.planeImmatriculation}
          </Anchor>
        ) : (
          <Text inherit c="dimmed">
            {t('airworthiness.due.inStore')}
          </Text>
        ),
    },
    {
      key: 'item',
      header: t('due.table.item'),
      render: (item) => {
        const where = words.where(item);
        return (
          <Stack gap={0}>
            <Text inherit fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.item}
            </Text>
            <Text size="xs" c="dimmed">
              {where ? `${t(`airworthiness.due.kind.${item.itemKind}`)} · ${where}` : t(`airworthiness.due.kind.${item.itemKind}`)}
            </Text>
          </Stack>
        );
      },
    },
    { key: 'limit', header: t('due.table.limit'), render: (item) => words.limit(item) },
    { key: 'dueAt', header: t('due.table.dueAt'), render: (item) => <span style={nowrap}>{words.dueAt(item) ?? '—'}</span> },
    {
      key: 'left',
      header: t('due.table.left'),
      render: (item) => (
        <Text inherit c={leftColor[item.status]} fw={item.status === 'ok' ? undefined : 600} style={nowrap}>
          {words.left(item)}
        </Text>
      ),
    },
    {
      key: 'projected',
      header: t('due.table.projected'),
      render: (item) =>
        item.projectedDate === null ? (
          <Text inherit c="dimmed">
            {t('due.table.noForecast')}
          </Text>
        ) : (
          <span style={nowrap}>{formatDate(item.projectedDate)}</span>
        ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(item) => item.key} minWidth={960} />;
}
