import { Checkbox, EmptyState, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LineValues, ManifestFormValues } from '@/features/manifests/api/create-manifest';
import { gramsOf, gramsToKg, maxPieces, type LineChoice } from '@/features/manifests/utils/lines';
import { WholeNumberInput } from '@/components/whole-number-input';
import { formatWeight } from '@/lib/format';
import { useIsPhone } from '@/lib/responsive';

/** A line the picker shows: one of the form's (`index`), or a search result not yet in the form. */
export type PickerRow = { kind: 'form'; index: number; choice: LineChoice } | { kind: 'extra'; choice: LineChoice };

interface PickerProps {
  rows: readonly PickerRow[];
  control: Control<ManifestFormValues>;
  /** The form's lines as they are now. */
  lines: readonly LineValues[];
  errors: FieldErrors<ManifestFormValues>['lines'];
  setValue: UseFormSetValue<ManifestFormValues>;
  clearErrors: UseFormClearErrors<ManifestFormValues>;
  /** Takes a search result into the form, checked, with all its pieces. */
  onAdd: (choice: LineChoice) => void;
  emptyText: string;
}

/** What is left of a line to carry, and of it what this manifest already holds. */
function Available({ choice }: { choice: LineChoice }) {
  const { t } = useTranslation();
  const max = maxPieces(choice);
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('manifests.card.pieces', { count: max })}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatWeight(gramsToKg(gramsOf(choice, max)))}
      </Text>
      {choice.heldPieces > 0 && (
        <Text size="xs" c="blue.8">
          {t('manifests.form.held', { count: choice.heldPieces })}
        </Text>
      )}
    </Stack>
  );
}

function Parcel({ choice }: { choice: LineChoice }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {choice.ref_packag}
      </Text>
      <Text size="xs" c="dimmed">
        {choice.route}
      </Text>
    </Stack>
  );
}

/** The checkbox and the quantity of one row. */
function useRowControls({ control, lines, errors, setValue, clearErrors, onAdd }: Omit<PickerProps, 'rows' | 'emptyText'>) {
  const { t } = useTranslation();
  const checkbox = (row: PickerRow) => {
    const label = t('manifests.form.take', { ref: row.choice.ref_packag });
    if (row.kind === 'extra') {
      return <Checkbox aria-label={label} checked={false} onChange={() => onAdd(row.choice)} />;
    }
    const { index, choice } = row;
    return (
      <Controller
        control={control}
        name={`lines.${index}.selected`}
        render={({ field }) => (
          <Checkbox
            aria-label={label}
            checked={field.value}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              field.onChange(checked);
              if (!checked) clearErrors(`lines.${index}.quantity`);
              else setValue(`lines.${index}.quantity`, maxPieces(choice));
            }}
          />
        )}
      />
    );
  };
  const quantity = (row: PickerRow) => {
    const label = t('manifests.form.quantityOf', { ref: row.choice.ref_packag });
    if (row.kind === 'extra') {
      return <WholeNumberInput aria-label={label} disabled value="" onChange={() => {}} w={110} />;
    }
    const { index } = row;
    return (
      <Controller
        control={control}
        name={`lines.${index}.quantity`}
        render={({ field }) => (
          <WholeNumberInput
            aria-label={label}
            disabled={!lines[index]?.selected}
            w={110}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors?.[index]?.quantity?.message}
          />
        )}
      />
    );
  };
  return { checkbox, quantity };
}

/**
 * The waybill lines a manifest can carry: each with a checkbox, its parcel, waybill, expedition and
 * recipient, what is available, and how many pieces to take (1 to what is available; a part will do).
 */
export function LinePicker({ rows: given, emptyText, ...props }: PickerProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { checkbox, quantity } = useRowControls(props);
  if (given.length === 0) return <EmptyState py="md" size="sm" description={emptyText} />;
  const rows = byRoute(given);
  const header = (row: PickerRow) =>
    t('manifests.form.group', { route: row.choice.route, parcels: t('waybills.parcels', { count: rows.filter((other) => other.choice.route === row.choice.route).length }) });
  const starts = (index: number) => index === 0 || rows[index - 1].choice.route !== rows[index].choice.route;

  if (phone) {
    return (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('manifests.form.lines')}>
        {rows.map((row, index) => [
          starts(index) && (
            <Text component="li" key={`route-${row.choice.route}`} fw={700} size="sm" pt="xs">
              {header(row)}
            </Text>
          ),
          <Paper component="li" key={row.choice.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {checkbox(row)}
                <Parcel choice={row.choice} />
              </Group>
              <Text size="xs" c="dimmed">
                {t('manifests.form.lineRefs', { waybill: row.choice.ref_waybill, expedition: row.choice.ref_expedition })}
              </Text>
              <Text size="sm">{row.choice.recipient}</Text>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Available choice={row.choice} />
                {quantity(row)}
              </Group>
            </Stack>
          </Paper>,
        ])}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={820} mah={420} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" stickyHeader aria-label={t('manifests.form.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>{t('manifests.form.parcel')}</Table.Th>
            <Table.Th>{t('manifests.form.waybill')}</Table.Th>
            <Table.Th>{t('manifests.form.expedition')}</Table.Th>
            <Table.Th>{t('manifests.form.recipient')}</Table.Th>
            <Table.Th>{t('manifests.form.available')}</Table.Th>
            <Table.Th w={120}>{t('manifests.form.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => [
            starts(index) && (
              <Table.Tr key={`route-${row.choice.route}`}>
                <Table.Th colSpan={7} scope="colgroup" bg="var(--mantine-color-gray-1)">
                  {header(row)}
                </Table.Th>
              </Table.Tr>
            ),
            <Table.Tr key={row.choice.id}>
              <Table.Td>{checkbox(row)}</Table.Td>
              <Table.Td>
                <Parcel choice={row.choice} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.choice.ref_waybill}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.choice.ref_expedition}</Table.Td>
              <Table.Td>{row.choice.recipient}</Table.Td>
              <Table.Td>
                <Available choice={row.choice} />
              </Table.Td>
              <Table.Td>{quantity(row)}</Table.Td>
            </Table.Tr>,
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The rows grouped by their parcel's route (its destination: a manifest may serve several, one
 * sheet each), in the order each route first appears.
 */
function byRoute(rows: readonly PickerRow[]): PickerRow[] {
  const groups = new Map<string, PickerRow[]>();
  for (const row of rows) groups.set(row.choice.route, [...(groups.get(row.choice.route) ?? []), row]);
  return [...groups.values()].flat();
}

/** The form's lines as picker rows, in their order. */
export function formRows(lines: readonly LineValues[]): PickerRow[] {
  return lines.map((line, index) => ({ kind: 'form', index, choice: line.choice }));
}
