import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, FileInput, Grid, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { planeSchema, useCreatePlane, type PlaneField, type PlaneFormValues, type PlaneInput } from '@/features/planes/api/create-plane';
import type { Plane } from '@/features/planes/api/get-planes';
import { useUpdatePlane } from '@/features/planes/api/update-plane';
import { confirmDelete } from '@/components/confirm-delete';
import { DecimalInput } from '@/components/decimal-input';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { ImageUpload } from '@/components/image-upload';
import { BaselineFields } from '@/components/airworthiness/baseline-fields';
import { baselineValues } from '@/lib/airworthiness-forms';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';
import { useDeletePlanecomposant } from '@/lib/shared-api/delete-planecomposant';
import { IMAGE_OR_PDF_TYPES } from '@/lib/uploads';

const serverFields: readonly PlaneField[] = [
  'immatriculation', 'serie', 'constructeur', 'dateFabrication', 'dateRevision', 'baseDate', 'ttsn', 'ttso', 'tcsn', 'tcso',
  'countComposant', 'seats', 'maxPayload', 'city', 'description', 'image', 'crs',
];

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Reads a date typed as the app shows them, `21/11/2026`, into `2026-11-21` (null when it is not one). */
function parseTypedDate(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function initialValues(plane: Plane | null): PlaneFormValues {
  return {
    immatriculation: plane?.immatriculation ?? '',
    serie: plane?.serie ?? '',
    constructeur: plane?.constructeur ?? '',
    dateFabrication: plane?.dateFabrication ?? null,
    dateRevision: plane?.dateRevision ?? null,
    ...baselineValues(plane),
    countComposant: plane?.countComposant ?? '',
    seats: plane?.seats ?? '',
    maxPayload: plane?.maxPayload ?? '',
    city: plane?.city ?? '',
    description: plane?.description ?? '',
    image: null,
    crs: null,
  };
}

/** Nouvel avion / Modifier l'avion: `plane` null adds one. `onDeleted` follows a deletion. */
export function PlaneModal({
  opened,
  onClose,
  plane,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  plane: Plane | null;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={plane ? t('planes.form.editTitle', { immatriculation: plane.immatriculation }) : t('planes.form.addTitle')}
    >
      <PlaneForm key={plane ? `${plane.id}-${plane.updatedAt}` : 'new'} plane={plane} onDone={onClose} onDeleted={onDeleted} />
    </FormModal>
  );
}

function PlaneForm({ plane, onDone, onDeleted }: { plane: Plane | null; onDone: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const create = useCreatePlane();
  const update = useUpdatePlane();
  const remove = useDeletePlanecomposant();
  const save = plane ? update : create;
  const form = useForm<PlaneFormValues, unknown, PlaneInput>({
    resolver: zodResolver(planeSchema),
    defaultValues: initialValues(plane),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => setServerFieldErrors(error, setError, serverFields),
    };
    if (plane) update.mutate({ plane, values }, handlers);
    else create.mutate(values, handlers);
  });

  const askDelete = (doomed: Plane) =>
    confirmDelete({
      title: t('planes.delete.title'),
      message: t('planes.delete.message', { immatriculation: doomed.immatriculation }),
      onConfirm: () =>
        remove.mutate(doomed.id, {
          onSuccess: () => {
            onDone();
            onDeleted?.();
          },
        }),
    });

  const text = (name: 'immatriculation' | 'serie' | 'constructeur') => (
    <TextInput label={t(`planes.fields.${name}`)} withAsterisk autoComplete="off" error={errors[name]?.message} {...register(name)} />
  );
  const date = (name: 'dateFabrication' | 'dateRevision') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          label={t(`planes.fields.${name}`)}
          withAsterisk
          valueFormat="DD/MM/YYYY"
          dateParser={parseTypedDate}
          placeholder={t('planes.form.datePlaceholder')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const whole = (name: 'countComposant') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`planes.fields.${name}`)}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError error={save.error} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {text('immatriculation')}
            {text('serie')}
            {text('constructeur')}
            {date('dateFabrication')}
            {date('dateRevision')}
            {whole('countComposant')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Controller
              control={control}
              name="seats"
              render={({ field }) => (
                <NumberInput
                  label={t('planes.fields.seats')}
                  description={t('planes.form.seatsHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  // Out of bounds is said under the field, not changed silently on leaving it.
                  clampBehavior="none"
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                  onBlur={field.onBlur}
                  error={errors.seats?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="maxPayload"
              render={({ field }) => (
                <DecimalInput
                  label={t('planes.fields.maxPayload')}
                  description={t('planes.form.maxPayloadHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  rightSection="kg"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.maxPayload?.message}
                />
              )}
            />
          </SimpleGrid>
          <BaselineFields item={plane} />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t('planes.fields.city')} autoComplete="off" error={errors.city?.message} {...register('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Textarea
                label={t('planes.fields.description')}
                autosize
                minRows={1}
                maxRows={6}
                error={errors.description?.message}
                {...register('description')}
              />
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="image"
              render={({ field }) => (
                <ImageUpload
                  label={t('planes.fields.image')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  currentUrl={plane?.image ?? null}
                  error={errors.image?.message}
                />
              )}
            />
            <Stack gap={4}>
              <Controller
                control={control}
                name="crs"
                render={({ field }) => (
                  <FileInput
                    label={t('planes.fields.crs')}
                    description={t('planes.form.crsHint')}
                    placeholder={t('shared.upload.choose')}
                    accept={IMAGE_OR_PDF_TYPES.join(',')}
                    clearable
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.crs?.message}
                  />
                )}
              />
              {plane?.crs && (
                <Anchor href={plane.crs} target="_blank" rel="noopener" size="sm">
                  {t('planes.detail.openCrs')}
                </Anchor>
              )}
            </Stack>
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            {plane && can('supprimer avion') ? (
              <Button color="red" variant="light" onClick={() => askDelete(plane)} loading={remove.isPending}>
                {t('common.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onDone}>
                {t('common.close')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
