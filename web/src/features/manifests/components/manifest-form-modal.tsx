import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  manifestSchema,
  selectedLines,
  useCreateManifest,
  type LineValues,
  type ManifestFormValues,
} from '@/features/manifests/api/create-manifest';
import {
  AVAILABLE_PER_PAGE,
  firstThen,
  useAvailableLines,
  useLinesEndingAt,
  type AvailableLine,
} from '@/features/manifests/api/get-available-lines';
import { useManifest, type ManifestDetail } from '@/features/manifests/api/get-manifest';
import { useUpdateManifest } from '@/features/manifests/api/update-manifest';
import { formRows, LinePicker, type PickerRow } from '@/features/manifests/components/line-picker';
import { ManifestSaveError } from '@/features/manifests/components/save-error';
import { gramsOf, gramsToKg, matchesChoice, maxPieces, mergeChoices, newChoices, type LineChoice } from '@/features/manifests/utils/lines';
import { SEARCH_MIN_LENGTH } from '@/components/list-search';
import { FormButtons, FormModal } from '@/components/form-modal';
import { QueryContent } from '@/components/query-content';
import { useAircraftOptions } from '@/lib/airworthiness';
import { ApiError, type Page } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useBranchOptions } from '@/lib/branches';
import { formatWeight } from '@/lib/format';
import { usePilots } from '@/lib/shared-api/get-pilots';
import { readWhole } from '@/lib/whole-number';

const SEARCH_DELAY_MS = 400;

/** Nouveau manifeste, or the edit of `manifest` (loaded in full here: the list has no lines). */
export function ManifestFormModal({
  opened,
  onClose,
  manifest,
}: {
  opened: boolean;
  onClose: () => void;
  manifest: { id: number; ref_manifest: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="72rem"
      title={manifest ? t('manifests.form.editTitle', { ref: manifest.ref_manifest }) : t('manifests.form.addTitle')}
    >
      {opened && (manifest ? <EditLoader key={manifest.id} id={manifest.id} onDone={onClose} /> : <NewLoader onDone={onClose} />)}
    </FormModal>
  );
}

/** The lines offered: first those of waybills ending where the manifest leaves, then the oldest. */
function AvailableLoader({ origin, children }: { origin: number | null; children: (available: Page<AvailableLine>) => ReactNode }) {
  const available = useAvailableLines('');
  const atOrigin = useLinesEndingAt(origin);
  if (origin !== null && atOrigin.isPending) return <QueryContent query={atOrigin}>{() => null}</QueryContent>;
  return <QueryContent query={available}>{(found) => children(firstThen(atOrigin.data, found))}</QueryContent>;
}

function NewLoader({ onDone }: { onDone: () => void }) {
  const session = useSession();
  return (
    <AvailableLoader origin={session?.user.extensionId ?? null}>
      {(found) => <ManifestForm manifest={null} available={found} onDone={onDone} />}
    </AvailableLoader>
  );
}

function EditLoader({ id, onDone }: { id: number; onDone: () => void }) {
  const manifest = useManifest(id);
  return (
    <QueryContent query={manifest}>
      {(loaded) => (
        <AvailableLoader origin={loaded.originId}>
          {(found) => <ManifestForm manifest={loaded} available={found} onDone={onDone} />}
        </AvailableLoader>
      )}
    </QueryContent>
  );
}

const TOP_FIELDS = new Set(['planeId', 'pilotId', 'originId', 'destinationId']);
const LINE_FIELD = /^waybilldetails\.(\d+)\.(quantity|id)$/;

/**
 * Marks what the server refused: the top fields by name, and a line (`waybilldetails.0.quantity`,
 * indexed in what was sent) on the quantity of the form's line it came from.
 */
function setServerErrors(error: unknown, values: ManifestFormValues, setError: UseFormSetError<ManifestFormValues>) {
  if (!(error instanceof ApiError)) return;
  const sent = selectedLines(values);
  for (const [key, message] of Object.entries(error.fields)) {
    if (TOP_FIELDS.has(key)) {
      setError(key as Path<ManifestFormValues>, { type: 'server', message });
      continue;
    }
    const line = LINE_FIELD.exec(key);
    const id = line ? sent[Number(line[1])]?.id : undefined;
    const index = values.lines.findIndex((candidate) => candidate.id === id);
    if (index >= 0) setError(`lines.${index}.quantity`, { type: 'server', message });
  }
}

function initialValues(manifest: ManifestDetail | null, available: readonly AvailableLine[], branch: number | null): ManifestFormValues {
  const held = manifest?.groups.flatMap((group) => group.manifestdetails) ?? [];
  return {
    planeId: manifest?.planeId ?? null,
    pilotId: manifest?.pilotId ?? null,
    originId: manifest?.originId ?? branch,
    destinationId: manifest?.destinationId ?? null,
    lines: mergeChoices(held, available).map((choice) => ({
      id: choice.id,
      selected: choice.heldPieces > 0,
      quantity: choice.heldPieces > 0 ? choice.heldPieces : '',
      choice,
    })),
  };
}

function ManifestForm({
  manifest: loaded,
  available,
  onDone,
}: {
  manifest: ManifestDetail | null;
  available: Page<AvailableLine>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // The version the edit started from: a refetch meanwhile changes neither what the form shows nor
  // the `updatedAt` it sends, so a stale edit gets 409.
  const [manifest] = useState(loaded);
  const session = useSession();
  const create = useCreateManifest();
  const update = useUpdateManifest();
  const save = manifest ? update : create;

  const aircraft = useAircraftOptions();
  const pilots = usePilots();
  const branches = useBranchOptions({ status: 1 });

  const {
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<ManifestFormValues>({
    resolver: zodResolver(manifestSchema),
    defaultValues: initialValues(manifest, available.items, session?.user.extensionId ?? null),
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });

  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // The form offers the oldest lines; a search also asks the server, for the others.
  const searched = useAvailableLines(typed.length >= SEARCH_MIN_LENGTH ? typed : null);
  const extras = text.trim().length >= SEARCH_MIN_LENGTH ? newChoices(watched, searched.data?.items ?? []) : [];
  const rows: PickerRow[] = [
    ...formRows(watched).filter((row) => matchesChoice(row.choice, text)),
    ...extras.map((choice): PickerRow => ({ kind: 'extra', choice })),
  ];

  const add = (choice: LineChoice) => lines.append({ id: choice.id, selected: true, quantity: maxPieces(choice), choice }, { shouldFocus: false });

  const chosen = watched.filter((line) => line.selected);
  // A quantity the line's field refuses (a decimal, a sign, more than is left) counts for nothing.
  const valid = (line: LineValues) => {
    const read = readWhole(line.quantity);
    return read.kind === 'number' && read.value >= 1 && read.value <= maxPieces(line.choice) ? read.value : 0;
  };
  const pieces = chosen.reduce((sum, line) => sum + valid(line), 0);
  const grams = chosen.reduce((sum, line) => sum + gramsOf(line.choice, valid(line)), 0);

  const onSubmit = handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => setServerErrors(error, values, setError) };
    if (manifest) update.mutate({ manifest, values }, handlers);
    else create.mutate(values, handlers);
  });

  // A grounded aircraft stays offered (its items may be signed off meanwhile), marked as such.
  const planeOptions = (aircraft.data ?? []).map((plane) => {
    const label = `${plane.immatriculation} · ${plane.constructeur}`;
    return { value: plane.id, label: plane.status === 'Immobilise' ? t('manifests.grounded.option', { label }) : label };
  });
  if (manifest && !planeOptions.some((option) => option.value === manifest.planeId)) {
    planeOptions.unshift({ value: manifest.planeId, label: manifest.plane.ref });
  }
  const pilotOptions = (pilots.data ?? []).map((pilot) => ({ value: pilot.id, label: pilot.tel ? `${pilot.name} · ${pilot.tel}` : pilot.name }));
  if (manifest?.pilot && !pilotOptions.some((option) => option.value === manifest.pilot?.id)) {
    pilotOptions.unshift({ value: manifest.pilot.id, label: manifest.pilot.name });
  }
  const branchOptions = (branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }));
  const withBranch = (id: number | null | undefined, name: string | undefined) =>
    id && name && !branchOptions.some((option) => option.value === id) ? [{ value: id, label: name }, ...branchOptions] : branchOptions;

  const select = (
    name: 'planeId' | 'pilotId' | 'originId' | 'destinationId',
    data: { value: number; label: string }[],
    { required, loading }: { required: boolean; loading: boolean },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select<number>
          label={t(`manifests.form.${name}`)}
          withAsterisk={required}
          placeholder={t(`manifests.form.${name}Placeholder`)}
          data={data}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          searchable
          clearable={!required}
          allowDeselect={!required}
          nothingFoundMessage={loading ? t('common.loading') : t('manifests.form.nothingFound')}
          error={errors[name]?.message}
          maxDropdownHeight={280}
          data-autofocus={name === 'planeId' ? true : undefined}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <ManifestSaveError error={save.error} planeId={manifest ? update.variables?.values.planeId : create.variables?.planeId} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {select('planeId', planeOptions, { required: true, loading: aircraft.isPending })}
          {select('pilotId', pilotOptions, { required: false, loading: pilots.isPending })}
          {select('originId', withBranch(manifest?.originId, manifest?.manifest_origin?.name), { required: true, loading: branches.isPending })}
          {select('destinationId', withBranch(manifest?.destinationId, manifest?.manifest_destination.name), {
            required: true,
            loading: branches.isPending,
          })}
        </SimpleGrid>

        <Group justify="space-between" align="flex-end" gap="sm" mt="xs">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {t('manifests.form.lines')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('manifests.form.linesHint')}
            </Text>
          </Stack>
          <TextInput
            type="search"
            aria-label={t('manifests.form.filter')}
            placeholder={t('manifests.form.filter')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', xs: 320 }}
          />
        </Group>
        {available.total > AVAILABLE_PER_PAGE && (
          <Text size="xs" c="dimmed">
            {t('manifests.form.oldestOnly', { shown: AVAILABLE_PER_PAGE, total: available.total, min: SEARCH_MIN_LENGTH })}
          </Text>
        )}
        <LinePicker
          rows={rows}
          control={control}
          lines={watched}
          errors={errors.lines}
          setValue={setValue}
          clearErrors={clearErrors}
          onAdd={add}
          emptyText={watched.length === 0 ? t('manifests.form.noLines') : t('manifests.form.noMatch')}
        />

        <Paper component="section" aria-label={t('manifests.form.totals')} withBorder radius="md" p="sm" bg="gray.0">
          <Group gap="xl" wrap="wrap">
            {[
              { label: t('manifests.form.totalLines'), value: String(chosen.length) },
              { label: t('manifests.form.totalPieces'), value: String(pieces) },
              { label: t('manifests.form.totalWeight'), value: formatWeight(gramsToKg(grams)) },
            ].map(({ label, value }) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {label}
                </Text>
                <Text fw={700} size="lg">
                  {value}
                </Text>
              </Stack>
            ))}
          </Group>
        </Paper>

        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
