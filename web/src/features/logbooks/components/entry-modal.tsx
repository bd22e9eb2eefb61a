import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { entrySchema, useCreateEntry, type EntryFormValues, type EntryInput } from '@/features/logbooks/api/create-entry';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';
import { useUpdateEntry } from '@/features/logbooks/api/update-entry';
import { FormError } from '@/components/form-error';
import { DayField, IdSelectField, WholeNumberField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-client';
import type { EntryView } from '@/lib/api/airworthiness';
import { flightBounds, flightTimeInput, formatFlightTime, parseEntryTime } from '@/lib/flight-time';
import { formatCount, formatDate } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';
import { useManifestOptions } from '@/lib/shared-api/get-manifest-options';
import { usePilots } from '@/lib/shared-api/get-pilots';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';
import { readWhole, type WholeValue } from '@/lib/whole-number';

/** How many of the aircraft's manifests the picker offers, the newest first. */
const MANIFESTS_SHOWN = 30;

const serverFields = ['date', 'from', 'to', 'flightTime', 'cycles', 'pilotId', 'manifestId', 'remarks'] as const;

/** Nouvelle entrée / Modifier l'entrée of `logbook`: `entry` null adds one. */
export function EntryModal({
  opened,
  onClose,
  logbook,
  entry,
}: {
  opened: boolean;
  onClose: () => void;
  logbook: Logbook;
  entry: EntryView | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={entry ? t('logbooks.entry.editTitle', { date: formatDate(entry.date) }) : t('logbooks.entry.addTitle', { plaque: logbook.plaque })}
    >
      <EntryForm key={entry ? `${entry.id}-${entry.updatedAt}` : 'new'} logbook={logbook} entry={entry} onDone={onClose} />
    </FormModal>
  );
}

function EntryForm({ logbook, entry, onDone }: { logbook: Logbook; entry: EntryView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const save = entry ? update : create;
  const pilots = usePilots();
  // The aircraft's newest manifests: searched by registration, which may also match a longer one.
  const manifests = useManifestOptions({ column: 'plane.ref', q: logbook.plaque, perPage: MANIFESTS_SHOWN });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EntryFormValues, unknown, EntryInput>({
    resolver: zodResolver(entrySchema(today)),
    defaultValues: {
      date: entry?.date ?? today,
      from: entry?.from ?? '',
      to: entry?.to ?? '',
      flightTime: entry ? flightTimeInput(entry.flightTime) : '',
      cycles: entry?.cycles ?? 1,
      pilotId: entry?.pilotId ?? null,
      manifestId: entry?.manifestId ?? null,
      remarks: entry?.remarks ?? '',
    },
  });
  const [typedTime, typedCycles] = useWatch({ control, name: ['flightTime', 'cycles'] });
  // The aircraft is Immobilisé that day: the server's message, until the flight is confirmed as a
  // ferry flight with its reason.
  const [grounded, setGrounded] = useState<string | null>(null);
  const [ferryReason, setFerryReason] = useState('');
  const [ferryError, setFerryError] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => {
        if (error instanceof ApiError && error.code === 'aircraft_grounded') setGrounded(error.message);
        else setServerFieldErrors(error, setError, serverFields);
      },
    };
    if (entry) return update.mutate({ entry, values }, handlers);
    if (grounded && !ferryReason.trim()) return setFerryError(t('logbooks.entry.ferry.required'));
    setFerryError(null);
    create.mutate({ logbookId: logbook.id, values, ferryReason: grounded ? ferryReason.trim() : undefined }, handlers);
  });

  const pilotOptions = (pilots.data ?? []).map((pilot) => ({ value: pilot.id, label: pilot.tel ? `${pilot.name} · ${pilot.tel}` : pilot.name }));
  if (entry && !pilotOptions.some((option) => option.value === entry.pilotId)) pilotOptions.unshift({ value: entry.pilotId, label: entry.pilot });
  const manifestOptions = (manifests.data ?? []).filter((manifest) => manifest.planeId === logbook.planecomposantId).map((manifest) => ({
    value: manifest.id,
    label: t('logbooks.entry.manifestOption', {
      ref: manifest.ref_manifest,
      destination: manifest.manifest_destination.city ?? manifest.manifest_destination.name,
      date: formatDate(manifest.departureDate ?? manifest.createdAt),
    }),
  }));
  if (entry?.manifestId && !manifestOptions.some((option) => option.value === entry.manifestId)) {
    manifestOptions.unshift({ value: entry.manifestId, label: entry.manifestRef ?? `#${entry.manifestId}` });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={grounded ? null : save.error} />
        {grounded && (
          <Alert color="orange" title={t('logbooks.entry.ferry.title')}>
            <Stack gap="xs">
              <Text size="sm">{grounded}</Text>
              <Textarea
                label={t('logbooks.entry.ferry.reason')}
                description={t('logbooks.entry.ferry.hint')}
                withAsterisk
                autosize
                minRows={2}
                maxLength={500}
                value={ferryReason}
                onChange={(event) => setFerryReason(event.currentTarget.value)}
                error={ferryError}
              />
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <DayField control={control} name="date" label={t('logbooks.entry.date')} withAsterisk maxDate={today} />
          <TextInput label={t('logbooks.entry.from')} withAsterisk autoComplete="off" error={errors.from?.message} {...register('from')} />
          <TextInput label={t('logbooks.entry.to')} withAsterisk autoComplete="off" error={errors.to?.message} {...register('to')} />
          <TextInput
            label={t('logbooks.entry.flightTime')}
            withAsterisk
            placeholder="1:45"
            description={t('logbooks.entry.flightTimeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            inputMode="numeric"
            error={errors.flightTime?.message}
            {...register('flightTime')}
          />
          <WholeNumberField
            control={control}
            name="cycles"
            label={t('logbooks.entry.cycles')}
            withAsterisk
            description={t('logbooks.entry.cyclesHint', { min: flightBounds.entryCyclesMin, max: flightBounds.entryCyclesMax })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <IdSelectField
            control={control}
            name="pilotId"
            label={t('logbooks.entry.pilot')}
            withAsterisk
            data={pilotOptions}
            searchable
            nothingFoundMessage={t('logbooks.entry.noPilot')}
            description={pilots.isError ? t('logbooks.entry.pilotsRefused', { msg: pilots.error.message }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="manifestId"
          render={({ field }) => (
            <Select<number>
              label={t('logbooks.entry.manifest')}
              placeholder={t('logbooks.entry.noManifest')}
              data={manifestOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable
              searchable
              nothingFoundMessage={t('logbooks.entry.noManifestFound')}
              description={
                manifests.isError ? t('logbooks.entry.manifestsRefused', { msg: manifests.error.message }) : t('logbooks.entry.manifestHint', { plaque: logbook.plaque })
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              comboboxProps={{ withinPortal: true }}
              error={errors.manifestId?.message}
            />
          )}
        />
        <Textarea label={t('logbooks.entry.remarks')} autosize minRows={1} maxRows={4} error={errors.remarks?.message} {...register('remarks')} />
        <CountersAfter logbook={logbook} entry={entry} typedTime={typedTime} typedCycles={typedCycles} />
        <FormButtons
          onClose={onDone}
          pending={save.isPending}
          submit={grounded ? t('logbooks.entry.ferry.confirm') : undefined}
          color={grounded ? 'orange' : undefined}
        />
      </Stack>
    </form>
  );
}

/** `+1:45`, `-0:10`: a change of flight time. */
function signedFlightTime(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${formatFlightTime(Math.abs(minutes))}`;
}

function signedCount(count: number): string {
  return `${count < 0 ? '-' : '+'}${formatCount(Math.abs(count))}`;
}

/**
 * The aircraft's counters once this entry is saved, before it is: now, what the entry adds (on an
 * edit, what it changes), and after. A time not yet readable adds nothing.
 */
function CountersAfter({
  logbook,
  entry,
  typedTime,
  typedCycles,
}: {
  logbook: Logbook;
  entry: EntryView | null;
  typedTime: string;
  typedCycles: WholeValue;
}) {
  const { t } = useTranslation();
  const read = parseEntryTime(typedTime);
  const minutes = 'minutes' in read ? read.minutes : (entry?.flightTime ?? 0);
  // Cycles not yet a whole number add nothing (the field says what is wrong).
  const typed = readWhole(typedCycles);
  const cycles = typed.kind === 'number' ? typed.value : (entry?.cycles ?? 0);
  const addedMinutes = minutes - (entry?.flightTime ?? 0);
  const addedCycles = cycles - (entry?.cycles ?? 0);
  const rows = [
    { name: t('airworthiness.counters.tsn'), now: formatFlightTime(logbook.ttsn), change: signedFlightTime(addedMinutes), after: formatFlightTime(logbook.ttsn + addedMinutes) },
    { name: t('airworthiness.counters.tso'), now: formatFlightTime(logbook.ttso), change: signedFlightTime(addedMinutes), after: formatFlightTime(logbook.ttso + addedMinutes) },
    { name: t('airworthiness.counters.csn'), now: formatCount(logbook.tcsn), change: signedCount(addedCycles), after: formatCount(logbook.tcsn + addedCycles) },
    { name: t('airworthiness.counters.cso'), now: formatCount(logbook.tcso), change: signedCount(addedCycles), after: formatCount(logbook.tcso + addedCycles) },
  ];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="entry-counters-after" bg="var(--mantine-color-gray-0)">
      <Title order={3} size="h6" id="entry-counters-after">
        {t('logbooks.entry.after.title', { plaque: logbook.plaque })}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {entry ? t('logbooks.entry.after.editHint') : t('logbooks.entry.after.hint')}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={4} ff="monospace" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">{t('logbooks.entry.after.now')}</Table.Th>
              <Table.Th ta="right">{entry ? t('logbooks.entry.after.difference') : t('logbooks.entry.after.entry')}</Table.Th>
              <Table.Th ta="right">{t('logbooks.entry.after.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Th scope="row" ff="var(--mantine-font-family)">
                  {row.name}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.now}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.change}
                </Table.Td>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {row.after}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
