import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  newPieceSchema,
  pieceSchema,
  useCreatePiece,
  type PieceFormValues,
  type PieceInput,
} from '@/features/pieces/api/create-piece';
import type { Piece } from '@/features/pieces/api/get-pieces';
import { useUpdatePiece } from '@/features/pieces/api/update-piece';
import { HostSelect } from '@/features/pieces/components/host-select';
import { BaselineFields } from '@/components/airworthiness/baseline-fields';
import { FormError } from '@/components/form-error';
import { DayField, WholeNumberField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import type { RecordCreate } from '@/components/record-list-screen';
import { baselineFields, baselineValues } from '@/lib/airworthiness-forms';
import { setServerFieldErrors } from '@/lib/forms';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

type LimitName = 'hourLife' | 'cycleLife' | 'hourRevision' | 'cycleRevision' | 'dayRevision' | 'hourService' | 'cycleService' | 'dayService';

/** The limits, one row each: life, overhaul, service (the schema holds their bounds). */
const limitRows: { row: 'life' | 'revision' | 'service'; fields: LimitName[] }[] = [
  { row: 'life', fields: ['hourLife', 'cycleLife'] },
  { row: 'revision', fields: ['hourRevision', 'cycleRevision', 'dayRevision'] },
  { row: 'service', fields: ['hourService', 'cycleService', 'dayService'] },
];

const serverFields = [
  'planecomposantId', 'libele', 'serie', 'numberPart', 'constructeur', 'crs', 'dateFabrication', 'dateInstatallationLife',
  ...baselineFields, ...limitRows.flatMap(({ fields }) => fields), 'description',
] as const satisfies readonly (keyof PieceFormValues)[];

function initialValues(piece: Piece | null, hostId: number | null, today: string): PieceFormValues {
  const limit = (name: LimitName) => piece?.[name] ?? '';
  return {
    planecomposantId: piece ? piece.planecomposantId : hostId,
    libele: piece?.libele ?? '',
    serie: piece?.serie ?? '',
    numberPart: piece?.numberPart ?? '',
    constructeur: piece?.constructeur ?? '',
    crs: piece?.crs ?? '',
    dateFabrication: piece?.dateFabrication ?? null,
    dateInstatallationLife: piece?.dateInstatallationLife ?? null,
    ...baselineValues(piece, today),
    hourLife: limit('hourLife'),
    cycleLife: limit('cycleLife'),
    hourRevision: limit('hourRevision'),
    cycleRevision: limit('cycleRevision'),
    dayRevision: limit('dayRevision'),
    hourService: limit('hourService'),
    cycleService: limit('cycleService'),
    dayService: limit('dayService'),
    description: piece?.description ?? '',
  };
}

/**
 * Nouvelle pièce / Modifier la pièce: `piece` null adds one, installed on `hostId` when given (an
 * aircraft's page). Where an existing piece is installed changes through 'Installer' and 'Déposer'.
 */
/** 'New piece' of the list and of an aircraft's tab: who may, and the empty form, on the aircraft given. */
export function useNewPiece(): RecordCreate {
  const { t } = useTranslation();
  return {
    permission: 'ajouter piece',
    label: t('pieces.new'),
    form: ({ opened, onClose, planeId }) => <PieceModal opened={opened} onClose={onClose} piece={null} hostId={planeId} />,
  };
}

export function PieceModal({
  opened,
  onClose,
  piece,
  hostId = null,
}: {
  opened: boolean;
  onClose: () => void;
  piece: Piece | null;
  hostId?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={piece ? t('pieces.form.editTitle', { libele: piece.libele, serie: piece.serie }) : t('pieces.form.addTitle')}
    >
      <PieceForm key={piece ? `${piece.id}-${piece.updatedAt}` : 'new'} piece={piece} hostId={hostId} onDone={onClose} />
    </FormModal>
  );
}

function PieceForm({ piece, hostId, onDone }: { piece: Piece | null; hostId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const create = useCreatePiece();
  const update = useUpdatePiece();
  const save = piece ? update : create;
  const form = useForm<PieceFormValues, unknown, PieceInput>({
    resolver: zodResolver(piece ? pieceSchema(today) : newPieceSchema(today)),
    defaultValues: initialValues(piece, hostId, today),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => setServerFieldErrors(error, setError, serverFields) };
    if (piece) update.mutate({ piece, values }, handlers);
    else create.mutate(values, handlers);
  });

  const text = (name: 'libele' | 'serie' | 'numberPart' | 'constructeur' | 'crs', required = true) => (
    <TextInput label={t(`pieces.fields.${name}`)} withAsterisk={required} autoComplete="off" error={errors[name]?.message} {...register(name)} />
  );
  const day = (name: 'dateFabrication' | 'dateInstatallationLife') => (
    <DayField control={control} name={name} label={t(`pieces.fields.${name}`)} withAsterisk maxDate={today} />
  );
  const limit = (name: LimitName) => (
    <WholeNumberField key={name} control={control} name={name} label={t(`pieces.fields.${name}`)} grouped />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError error={save.error} />
          {piece ? (
            <Alert variant="light" color="gray" title={t('pieces.form.placementTitle')}>
              {piece.hostImmatriculation ? t('pieces.form.installedOn', { host: piece.hostImmatriculation }) : t('pieces.form.notInstalledNow')}{' '}
              {t('pieces.form.placementHint')}
            </Alert>
          ) : (
            <Controller
              control={control}
              name="planecomposantId"
              render={({ field }) => (
                <HostSelect
                  label={t('pieces.fields.host')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.planecomposantId?.message}
                />
              )}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('libele')}
            {text('serie')}
            {text('numberPart', false)}
            {text('constructeur')}
            {day('dateFabrication')}
            {day('dateInstatallationLife')}
          </SimpleGrid>
          {text('crs')}
          <BaselineFields item={piece} />
          <Fieldset legend={t('pieces.limits.legend')} radius="md">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('pieces.limits.hint')}
              </Text>
              {limitRows.map(({ row, fields }) => (
                <SimpleGrid key={row} cols={{ base: 1, xs: 3 }}>
                  {fields.map(limit)}
                </SimpleGrid>
              ))}
            </Stack>
          </Fieldset>
          <Textarea label={t('pieces.fields.description')} autosize minRows={1} maxRows={6} error={errors.description?.message} {...register('description')} />
          <FormButtons onClose={onDone} pending={save.isPending} />
        </Stack>
      </form>
    </FormProvider>
  );
}
