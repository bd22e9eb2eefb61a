import { Button, Checkbox, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadValues } from '@/features/waybills/api/create-waybill';
import { maxOf, validPieces, weightFor, type LoadRow } from '@/features/waybills/utils/loads';
import { WholeNumberInput } from '@/components/whole-number-input';
import { formatWeight } from '@/lib/format';
import { useIsPhone } from '@/lib/responsive';

export interface ParcelLoadsProps {
  rows: readonly LoadRow[];
  /** The form's selection, in the order it is sent. */
  loads: readonly LoadValues[];
  /** The message about the quantity of the load at an index of `loads`. */
  errorAt: (index: number) => string | undefined;
  onToggle: (row: LoadRow) => void;
  onQuantity: (index: number, value: number | string) => void;
  /** 'Retirer' for the lines the waybill already holds. */
  onRetire: (row: LoadRow) => void;
  /** The parcel whose line is being taken off, if any. */
  retiring: number | null;
}

interface Cells {
  selected: boolean;
  check: ReactNode;
  parcel: ReactNode;
  expedition: ReactNode;
  recipient: ReactNode;
  route: ReactNode;
  stock: ReactNode;
  quantity: ReactNode;
  weight: ReactNode;
  retire: ReactNode;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function cellsOf(props: ParcelLoadsProps, row: LoadRow, t: TFunction): Cells {
  const { loads, errorAt, onToggle, onQuantity, onRetire, retiring } = props;
  const index = loads.findIndex((load) => load.id === row.id);
  const load = index >= 0 ? loads[index] : null;
  const pieces = load ? validPieces(load) : null;
  const max = maxOf(row);
  const error = index >= 0 ? errorAt(index) : undefined;
  return {
    selected: load !== null,
    check: (
      <Checkbox
        checked={load !== null}
        onChange={() => onToggle(row)}
        aria-label={t('waybills.form.load', { ref: row.ref })}
        disabled={retiring === row.id}
      />
    ),
    parcel: (
      <Text size="sm" fw={700} style={nowrap}>
        {row.ref}
      </Text>
    ),
    expedition: (
      <Stack gap={0}>
        <Text size="sm" style={nowrap}>
          {row.expeditionRef}
        </Text>
        <Text size="xs" c="dimmed">
          {row.sender}
        </Text>
      </Stack>
    ),
    recipient: (
      <Stack gap={0}>
        <Text size="sm">{row.recipient.name}</Text>
        {row.recipient.tel && (
          <Text size="xs" c="dimmed">
            {row.recipient.tel}
          </Text>
        )}
      </Stack>
    ),
    route: <Text size="sm">{row.route}</Text>,
    stock: (
      <Stack gap={0}>
        <Text size="sm" style={nowrap}>
          {t('waybills.form.inStock', { pieces: t('waybills.pieces', { count: row.stock.quantity }), weight: formatWeight(row.stock.weight) })}
        </Text>
        {row.line && (
          <Text size="xs" c="blue.8" style={nowrap}>
            {t('waybills.form.onThisWaybill', { count: row.line.quantity })}
          </Text>
        )}
        {row.line && !load && (
          <Text size="xs" c="orange.8">
            {t('waybills.form.backToStock')}
          </Text>
        )}
      </Stack>
    ),
    quantity: load ? (
      <WholeNumberInput
        aria-label={t('waybills.form.quantityOf', { ref: row.ref })}
        value={load.quantity}
        onChange={(value) => onQuantity(index, value)}
        w={112}
        size="xs"
        rightSection={<Text size="xs" c="dimmed">{`/ ${max}`}</Text>}
        rightSectionWidth={44}
        error={error}
      />
    ) : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    ),
    weight: (
      <Text size="sm" fw={pieces !== null ? 600 : undefined} c={pieces === null ? 'dimmed' : undefined} style={nowrap}>
        {pieces !== null ? formatWeight(weightFor(row, pieces)) : '—'}
      </Text>
    ),
    retire: row.line ? (
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => onRetire(row)}
        loading={retiring === row.id}
        aria-label={t('waybills.form.retireLabel', { ref: row.ref })}
      >
        {t('waybills.form.retire')}
      </Button>
    ) : null,
  };
}

/** The parcels a waybill can load: a box to tick, the pieces to take (partial loads allowed) and their kg. */
export function ParcelLoads(props: ParcelLoadsProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const items = byRoute(props.rows.map((row) => ({ row, cells: cellsOf(props, row, t) })));
  return phone ? <LoadCards items={items} /> : <LoadTable items={items} />;
}

type Items = { row: LoadRow; cells: Cells; first: boolean }[];

/**
 * The rows grouped by route, in the order each route first appears: from one origin, a route is
 * a destination, so each group is what goes one way. `first` marks where a group starts.
 */
function byRoute(items: { row: LoadRow; cells: Cells }[]): Items {
  const groups = new Map<string, { row: LoadRow; cells: Cells }[]>();
  for (const item of items) groups.set(item.row.route, [...(groups.get(item.row.route) ?? []), item]);
  return [...groups.values()].flatMap((group) => group.map((item, index) => ({ ...item, first: index === 0 })));
}

function groupSize(items: Items, route: string): number {
  return items.filter((item) => item.row.route === route).length;
}

function LoadTable({ items }: { items: Items }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing={6} highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('waybills.form.columns.load')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('waybills.form.columns.parcel')}</Table.Th>
            <Table.Th>{t('waybills.form.columns.expedition')}</Table.Th>
            <Table.Th>{t('waybills.form.columns.recipient')}</Table.Th>
            <Table.Th>{t('waybills.form.columns.route')}</Table.Th>
            <Table.Th>{t('waybills.form.columns.stock')}</Table.Th>
            <Table.Th w={130}>{t('waybills.form.columns.quantity')}</Table.Th>
            <Table.Th w={96}>{t('waybills.form.columns.weight')}</Table.Th>
            <Table.Th w={80} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map(({ row, cells, first }) => [
            first && (
              <Table.Tr key={`route-${row.route}`}>
                <Table.Th colSpan={9} scope="colgroup" bg="var(--mantine-color-gray-1)">
                  {t('waybills.form.group', { route: row.route, parcels: t('waybills.parcels', { count: groupSize(items, row.route) }) })}
                </Table.Th>
              </Table.Tr>
            ),
            <Table.Tr key={row.id} bg={cells.selected ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>{cells.check}</Table.Td>
              <Table.Td>{cells.parcel}</Table.Td>
              <Table.Td>{cells.expedition}</Table.Td>
              <Table.Td>{cells.recipient}</Table.Td>
              <Table.Td>{cells.route}</Table.Td>
              <Table.Td>{cells.stock}</Table.Td>
              <Table.Td>{cells.quantity}</Table.Td>
              <Table.Td>{cells.weight}</Table.Td>
              <Table.Td>{cells.retire}</Table.Td>
            </Table.Tr>,
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LoadCards({ items }: { items: Items }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map(({ row, cells, first }) => [
        first && (
          <Text component="li" key={`route-${row.route}`} fw={700} size="sm" pt="xs">
            {t('waybills.form.group', { route: row.route, parcels: t('waybills.parcels', { count: groupSize(items, row.route) }) })}
          </Text>
        ),
        <Paper
          component="li"
          key={row.id}
          withBorder
          radius="md"
          p="sm"
          bg={cells.selected ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Stack gap={6}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {cells.check}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                {cells.parcel}
                <Text size="xs" c="dimmed">
                  {t('waybills.form.expeditionOf', { ref: row.expeditionRef, sender: row.sender })}
                </Text>
                <Text size="sm">{t('waybills.form.toRecipient', { name: row.recipient.name })}</Text>
                {row.recipient.tel && (
                  <Text size="xs" c="dimmed">
                    {row.recipient.tel}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {row.route}
                </Text>
                <Group gap={4} align="baseline">
                  <Text size="sm" c="dimmed">
                    {t('waybills.form.stockLabel')}
                  </Text>
                  {cells.stock}
                </Group>
              </Stack>
            </Group>
            {(cells.selected || row.line) && (
              <Group gap="sm" justify="space-between" align="flex-start" wrap="nowrap" pl={32}>
                {cells.selected ? cells.quantity : <span />}
                <Group gap="sm" wrap="nowrap">
                  {cells.selected && cells.weight}
                  {cells.retire}
                </Group>
              </Group>
            )}
          </Stack>
        </Paper>,
      ])}
    </Stack>
  );
}
