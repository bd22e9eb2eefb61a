import { zodResolver } from '@hookform/resolvers/zod';
import { Center, Group, Loader, ScrollArea, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateWaybill, waybillSchema, type LoadValues, type WaybillFormValues } from '@/features/waybills/api/create-waybill';
import { useDeleteWaybillLine } from '@/features/waybills/api/delete-waybill-line';
import {
  STOCK_PARCELS_FETCHED,
  stockSearchColumns,
  useParcelsOf,
  useStockParcels,
  type StockSearchColumn,
} from '@/features/waybills/api/get-stock-parcels';
import { waybillQueryOptions, type WaybillDetail } from '@/features/waybills/api/get-waybill';
import { useUpdateWaybill } from '@/features/waybills/api/update-waybill';
import { ParcelLoads } from '@/features/waybills/components/parcel-loads';
import { DriverSelect, VehicleSelect } from '@/features/waybills/components/pickers';
import { loadTotals, matchesFilter, maxOf, rowFromLine, rowFromStock, type LoadRow } from '@/features/waybills/utils/loads';
import { sumKg, type Held } from '@/features/waybills/utils/weight-share';
import { ExtensionField } from '@/components/extension-select';
import { FormError } from '@/components/form-error';
import { FormButtons, FormModal } from '@/components/form-modal';
import { LoadError } from '@/components/load-error';
import { SEARCH_MIN_LENGTH } from '@/components/list-search';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { openConfirm } from '@/lib/confirm';
import { formatWeight } from '@/lib/format';
import { useIsPhone } from '@/lib/responsive';

const SEARCH_DELAY_MS = 400;

/** Nouveau bordereau, or the edit of `waybill` (loaded in full here: the list has no lines). */
export function WaybillFormModal({
  opened,
  onClose,
  waybill,
}: {
  opened: boolean;
  onClose: () => void;
  waybill: { id: number; ref_waybill: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="80rem"
      title={waybill ? t('waybills.form.editTitle', { ref: waybill.ref_waybill }) : t('waybills.form.addTitle')}
    >
      {waybill ? <EditForm key={waybill.id} id={waybill.id} onDone={onClose} /> : <WaybillForm waybill={null} lines={[]} onDone={onClose} />}
    </FormModal>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}

/**
 * An edit starts from the waybill and its parcels' stock as they are when it opens, never from a
 * copy cached earlier: that copy's `updatedAt` would make the save a stale edit (409). Once shown,
 * the form keeps what it started from: the refresh a save triggers (a new parcel whose stock is not
 * loaded yet) must not swap it for a loader, which would drop the save's "close when done".
 */
function EditForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [openedAt] = useState(() => Date.now());
  const waybill = useQuery({ ...waybillQueryOptions(id), refetchOnMount: 'always' });
  const fresh = waybill.data && waybill.dataUpdatedAt >= openedAt ? waybill.data : null;
  // An edit needs what each of the waybill's parcels has left in stock: how many more pieces it may take.
  const parcels = useParcelsOf(fresh ? fresh.waybilldetails.map((line) => line.packagId) : []);
  const [started, setStarted] = useState<{ waybill: WaybillDetail; lines: LoadRow[] } | null>(null);
  const ready =
    fresh && parcels.every((parcel) => parcel.data && parcel.dataUpdatedAt >= openedAt)
      ? {
          waybill: fresh,
          lines: fresh.waybilldetails.map((line, index) => {
            const parcel = parcels[index].data;
            const stock: Held = parcel ? { quantity: parcel.quantityRestant, weight: parcel.weightRestant } : { quantity: 0, weight: 0 };
            return rowFromLine(line, stock);
          }),
        }
      : null;
  // Kept from the first render that had it all (React's "state from previous renders").
  if (ready && !started) setStarted(ready);
  const shown = started ?? ready;
  if (shown) return <WaybillForm waybill={shown.waybill} lines={shown.lines} onDone={onDone} />;
  if (waybill.isError) return <LoadError error={waybill.error} onRetry={() => void waybill.refetch()} />;
  const failed = parcels.find((parcel) => parcel.isError);
  if (failed?.error) return <LoadError error={failed.error} onRetry={() => parcels.forEach((parcel) => void parcel.refetch())} />;
  return <Loading />;
}

/** The server's `fields` name the parcels by their index in what was sent, as the form does. */
const HEADER_FIELD = /^(vehicleId|driverId|originId|destinationId)$/;
const LOAD_FIELD = /^packags\.(\d+)\.(quantity|id)$/;

function setServerErrors(error: unknown, setError: UseFormSetError<WaybillFormValues>) {
  if (!(error instanceof ApiError)) return;
  for (const [key, message] of Object.entries(error.fields)) {
    if (HEADER_FIELD.test(key)) setError(key as Path<WaybillFormValues>, { type: 'server', message });
    const load = LOAD_FIELD.exec(key);
    if (load) setError(`packags.${Number(load[1])}.quantity`, { type: 'server', message });
  }
}

function WaybillForm({ waybill: loaded, lines, onDone }: { waybill: WaybillDetail | null; lines: LoadRow[]; onDone: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const phone = useIsPhone();
  // The version the edit started from: a refetch meanwhile changes neither what the form shows nor
  // the `updatedAt` it sends, so a stale edit gets 409. Only this form's own 'Retirer' moves it on.
  const [waybill] = useState(loaded);
  const [updatedAt, setUpdatedAt] = useState(loaded?.updatedAt ?? '');
  const [saved, setSaved] = useState(lines);
  // Parcels ticked from the stock list, kept while a search shows others.
  const [picked, setPicked] = useState<ReadonlyMap<number, LoadRow>>(new Map());
  const create = useCreateWaybill();
  const update = useUpdateWaybill();
  const save = waybill ? update : create;
  const retire = useDeleteWaybillLine();

  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<WaybillFormValues>({
    resolver: zodResolver(waybillSchema),
    defaultValues: {
      vehicleId: waybill?.vehicleId ?? null,
      driverId: waybill?.driverId ?? null,
      originId: waybill?.originId ?? session?.user.extensionId ?? null,
      destinationId: waybill?.destinationId ?? null,
      packags: lines.map((row) => ({ id: row.id, quantity: row.line?.quantity ?? 1, max: maxOf(row) })),
    },
  });
  const loads = useWatch({ control, name: 'packags' });
  const originId = useWatch({ control, name: 'originId' });

  // The stock list: the newest parcels, filtered here as one types, and searched on the server
  // (beyond the first ones fetched) from SEARCH_MIN_LENGTH characters.
  const [column, setColumn] = useState<StockSearchColumn>('ref_packag');
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const stock = useStockParcels(originId, typed.length >= SEARCH_MIN_LENGTH ? { column, q: typed } : null);

  const savedIds = new Set(saved.map((row) => row.id));
  const selectedIds = new Set(loads.map((load) => load.id));
  const listed = (stock.data?.items ?? []).map(rowFromStock).filter((row) => !savedIds.has(row.id));
  const listedIds = new Set(listed.map((row) => row.id));
  const rows = [
    ...saved,
    ...[...picked.values()].filter((row) => selectedIds.has(row.id) && !savedIds.has(row.id) && !listedIds.has(row.id)),
    ...listed.filter((row) => selectedIds.has(row.id) || matchesFilter(row, column, text)),
  ];
  const known = new Map([...picked, ...listed.map((row) => [row.id, row] as const), ...saved.map((row) => [row.id, row] as const)]);
  const totals = loadTotals(loads, known);

  const setLoads = (next: LoadValues[]) => setValue('packags', next, { shouldValidate: isSubmitted, shouldDirty: true });
  const toggle = (row: LoadRow) => {
    const current = getValues('packags');
    if (current.some((load) => load.id === row.id)) {
      setLoads(current.filter((load) => load.id !== row.id));
      return;
    }
    if (!row.line) setPicked((map) => new Map(map).set(row.id, row));
    // A parcel ticked takes all its pieces in stock (or what the line held); fewer may be typed.
    setLoads([...current, { id: row.id, quantity: row.line?.quantity ?? row.stock.quantity, max: maxOf(row) }]);
  };
  const setQuantity = (index: number, value: number | string) =>
    setValue(`packags.${index}.quantity`, value, { shouldValidate: isSubmitted, shouldDirty: true });

  const askRetire = (row: LoadRow) => {
    const line = row.line;
    if (!line) return;
    openConfirm({
      title: t('waybills.form.retireTitle'),
      children: (
        <Text size="sm">{t('waybills.form.retireMessage', { ref: row.ref, pieces: t('waybills.pieces', { count: line.quantity }) })}</Text>
      ),
      labels: { confirm: t('waybills.form.retire'), cancel: t('waybills.form.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        retire.mutate(line.detailId, {
          onSuccess: ({ data }) => {
            setUpdatedAt(data.updatedAt);
            setSaved((rows) => rows.filter((other) => other.id !== row.id));
            setLoads(getValues('packags').filter((load) => load.id !== row.id));
            // Back in stock: it may be ticked again, as any parcel in stock.
            const back: Held = { quantity: row.stock.quantity + line.quantity, weight: sumKg([row.stock.weight, line.weight]) };
            setPicked((map) => new Map(map).set(row.id, { ...row, stock: back, line: null }));
          },
        }),
    });
  };

  const onSubmit = handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => setServerErrors(error, setError) };
    if (waybill) update.mutate({ waybill: { id: waybill.id, updatedAt }, values }, handlers);
    else create.mutate(values, handlers);
  });

  const filterColumns = stockSearchColumns.map((value) => ({ value, label: t(`waybills.form.filter.${value}`) }));
  const noneListed = !stock.isPending && !stock.isError && rows.length === 0;
  const loadsError = errors.packags?.root?.message ?? errors.packags?.message;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Controller
            control={control}
            name="vehicleId"
            render={({ field }) => (
              <VehicleSelect
                label={t('waybills.form.vehicle')}
                withAsterisk
                data-autofocus
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                current={waybill?.vehicle ?? null}
                error={errors.vehicleId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="driverId"
            render={({ field }) => (
              <DriverSelect
                label={t('waybills.form.driver')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                current={waybill?.waybill_driver ?? null}
                error={errors.driverId?.message}
              />
            )}
          />
          <ExtensionField control={control} name="originId" label={t('waybills.form.origin')} withAsterisk />
          <ExtensionField control={control} name="destinationId" label={t('waybills.form.destination')} withAsterisk />
        </SimpleGrid>

        <Stack gap="xs" component="section" aria-label={t('waybills.form.parcels')}>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={2} size="h4">
              {t('waybills.form.parcels')}
            </Title>
            <Group gap="xs" align="flex-start" wrap={phone ? 'wrap' : 'nowrap'} style={phone ? { width: '100%' } : undefined}>
              <Select
                aria-label={t('waybills.form.filter.column')}
                data={filterColumns}
                value={column}
                onChange={(value) => value && setColumn(value as StockSearchColumn)}
                allowDeselect={false}
                w={phone ? '100%' : 190}
                size="sm"
              />
              <TextInput
                aria-label={t('waybills.form.filter.text')}
                placeholder={t('waybills.form.filter.placeholder')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                w={phone ? '100%' : 240}
                size="sm"
              />
            </Group>
          </Group>
          {stock.isError && <LoadError error={stock.error} onRetry={() => void stock.refetch()} />}
          {originId === null && rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('waybills.form.chooseOrigin')}
            </Text>
          ) : stock.isPending && rows.length === 0 ? (
            <Center py="lg">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          ) : noneListed ? (
            <Text c="dimmed" ta="center" py="lg">
              {text.trim() ? t('waybills.form.noMatch') : t('waybills.form.noStock')}
            </Text>
          ) : (
            // A phone scrolls the whole (full-screen) modal; a desktop, the list within it.
            <ScrollArea.Autosize mah={phone ? undefined : 420} type="auto" offsetScrollbars={!phone}>
              <ParcelLoads
                rows={rows}
                loads={loads}
                errorAt={(index) => errors.packags?.[index]?.quantity?.message}
                onToggle={toggle}
                onQuantity={setQuantity}
                onRetire={askRetire}
                retiring={retire.isPending ? (saved.find((row) => row.line?.detailId === retire.variables)?.id ?? null) : null}
              />
            </ScrollArea.Autosize>
          )}
          {(stock.data?.total ?? 0) > STOCK_PARCELS_FETCHED && (
            <Text size="xs" c="dimmed">
              {t('waybills.form.moreInStock', { shown: STOCK_PARCELS_FETCHED, total: stock.data?.total ?? 0, min: SEARCH_MIN_LENGTH })}
            </Text>
          )}
          {loadsError && (
            <Text c="red" size="sm" role="alert">
              {loadsError}
            </Text>
          )}
        </Stack>

        <FormButtons
          onClose={onDone}
          pending={save.isPending}
          start={
            <Text fw={700} aria-label={t('waybills.form.totalsLabel')} role="status">
              {t('waybills.form.totals', {
                parcels: t('waybills.parcels', { count: totals.parcels }),
                pieces: t('waybills.pieces', { count: totals.pieces }),
                weight: formatWeight(totals.weight),
              })}
            </Text>
          }
        />
      </Stack>
    </form>
  );
}
