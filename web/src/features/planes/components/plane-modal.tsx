import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { planeSchema, useCreatePlane, type PlaneField, type PlaneFormValues, type PlaneInput } from '@/features/planes/api/create-plane';
import type { Plane } from '@/features/planes/api/get-planes';
import { useUpdatePlane } from '@/features/planes/api/update-plane';
import { confirmDelete } from '@/components/confirm-delete';
import { FormError } from '@/components/form-error';
import { DayField, DecimalField, ImageField, PaperField, WholeNumberField } from '@/components/form-fields';
import { DeleteButton, FormButtons, FormModal } from '@/components/form-modal';
import { BaselineFields } from '@/components/airworthiness/baseline-fields';
import { baselineValues } from '@/lib/airworthiness-forms';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';
import { useDeletePlanecomposant } from '@/lib/shared-api/delete-planecomposant';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

const serverFields: readonly PlaneField[] = [
  'immatriculation', 'serie', 'constructeur', 'dateFabrication', 'dateRevision', 'baseDate', 'ttsn', 'ttso', 'tcsn', 'tcso',
  'countComposant', 'seats', 'maxPayload', 'city', 'description', 'image', 'crs',
];

function initialValues(plane: Plane | null, today: string): PlaneFormValues {
  return {
    immatriculation: plane?.immatriculation ?? '',
    serie: plane?.serie ?? '',
    constructeur: plane?.constructeur ?? '',
    dateFabrication: plane?.dateFabrication ?? null,
    dateRevision: plane?.dateRevision ?? null,
    ...baselineValues(plane, today),
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
  const { day: today } = useBranchToday();
  const { can } = usePermissions();
  const create = useCreatePlane();
  const update = useUpdatePlane();
  const remove = useDeletePlanecomposant();
  const save = plane ? update : create;
  const form = useForm<PlaneFormValues, unknown, PlaneInput>({
    resolver: zodResolver(planeSchema(today)),
    defaultValues: initialValues(plane, today),
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
    <DayField control={control} name={name} label={t(`planes.fields.${name}`)} withAsterisk />
  );
  const whole = (name: 'countComposant') => (
    <WholeNumberField control={control} name={name} label={t(`planes.fields.${name}`)} withAsterisk />
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
            <WholeNumberField
              control={control}
              name="seats"
              label={t('planes.fields.seats')}
              description={t('planes.form.seatsHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <DecimalField
              control={control}
              name="maxPayload"
              label={t('planes.fields.maxPayload')}
              description={t('planes.form.maxPayloadHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              rightSection="kg"
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
            <ImageField control={control} name="image" label={t('planes.fields.image')} currentUrl={plane?.image ?? null} />
            <PaperField
              control={control}
              name="crs"
              label={t('planes.fields.crs')}
              description={t('planes.form.crsHint')}
              saved={{ url: plane?.crs, label: t('planes.detail.openCrs') }}
            />
          </SimpleGrid>
          <FormButtons
            onClose={onDone}
            pending={save.isPending}
            start={plane && can('supprimer avion') && <DeleteButton onClick={() => askDelete(plane)} pending={remove.isPending} />}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
