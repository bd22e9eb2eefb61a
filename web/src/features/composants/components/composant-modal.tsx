import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  composantSchema,
  useCreateComposant,
  type ComposantFormValues,
  type ComposantInput,
} from '@/features/composants/api/create-composant';
import type { Composant } from '@/features/composants/api/get-composants';
import { useUpdateComposant } from '@/features/composants/api/update-composant';
import { PlacementFields } from '@/features/composants/components/placement-fields';
import { BaselineFields } from '@/components/airworthiness/baseline-fields';
import { FormError } from '@/components/form-error';
import { DayField, ImageField, PaperField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import type { RecordCreate } from '@/components/record-list-screen';
import { dispositionKey } from '@/lib/airworthiness';
import { baselineFields, baselineValues } from '@/lib/airworthiness-forms';
import { setServerFieldErrors } from '@/lib/forms';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

const serverFields = [
  'immatriculation', 'serie', 'constructeur', 'dateFabrication', 'dateRevision', ...baselineFields,
  'planeId', 'disposition', 'number', 'description', 'image', 'crs',
] as const satisfies readonly (keyof ComposantFormValues)[];

function initialValues(composant: Composant | null, planeId: number | null, today: string): ComposantFormValues {
  return {
    immatriculation: composant?.immatriculation ?? '',
    serie: composant?.serie ?? '',
    constructeur: composant?.constructeur ?? '',
    dateFabrication: composant?.dateFabrication ?? null,
    dateRevision: composant?.dateRevision ?? null,
    ...baselineValues(composant, today),
    planeId: composant ? (composant.planeId ?? null) : planeId,
    disposition: composant?.disposition ?? null,
    number: composant?.number ?? '',
    description: composant?.description ?? '',
    image: null,
    crs: null,
  };
}

/**
 * Nouveau composant / Modifier le composant: `composant` null adds one (installed on `planeId`
 * when given, as from an aircraft's page). Where an existing one is installed is not edited here:
 * 'Installer' and 'Déposer' keep its history.
 */
/** 'New composant' of the list and of an aircraft's tab: who may, and the empty form, on the aircraft given. */
export function useNewComposant(): RecordCreate {
  const { t } = useTranslation();
  return {
    permission: 'ajouter composant',
    label: t('composants.new'),
    form: ({ opened, onClose, planeId }) => <ComposantModal opened={opened} onClose={onClose} composant={null} planeId={planeId} />,
  };
}

export function ComposantModal({
  opened,
  onClose,
  composant,
  planeId = null,
}: {
  opened: boolean;
  onClose: () => void;
  composant: Composant | null;
  planeId?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={composant ? t('composants.form.editTitle', { immatriculation: composant.immatriculation }) : t('composants.form.addTitle')}
    >
      <ComposantForm key={composant ? `${composant.id}-${composant.updatedAt}` : 'new'} composant={composant} planeId={planeId} onDone={onClose} />
    </FormModal>
  );
}

function ComposantForm({ composant, planeId, onDone }: { composant: Composant | null; planeId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const create = useCreateComposant();
  const update = useUpdateComposant();
  const save = composant ? update : create;
  const form = useForm<ComposantFormValues, unknown, ComposantInput>({
    resolver: zodResolver(composantSchema(today)),
    defaultValues: initialValues(composant, planeId, today),
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
    if (composant) update.mutate({ composant, values }, handlers);
    else create.mutate(values, handlers);
  });

  const text = (name: 'immatriculation' | 'serie' | 'constructeur') => (
    <TextInput label={t(`composants.fields.${name}`)} withAsterisk autoComplete="off" error={errors[name]?.message} {...register(name)} />
  );
  const day = (name: 'dateFabrication' | 'dateRevision') => (
    <DayField control={control} name={name} label={t(`composants.fields.${name}`)} withAsterisk maxDate={today} />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError error={save.error} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('immatriculation')}
            {text('serie')}
            {text('constructeur')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {day('dateFabrication')}
            {day('dateRevision')}
          </SimpleGrid>
          {composant ? (
            <Alert variant="light" color="gray" title={t('composants.form.placementTitle')}>
              {composant.planeImmatriculation && composant.disposition !== null
                ? t('composants.form.installedOn', {
                    plane: composant.planeImmatriculation,
                    position: t(dispositionKey(composant.disposition)),
                    number: composant.number ?? 1,
                  })
                : t('composants.form.notInstalledNow')}{' '}
              {t('composants.form.placementHint')}
            </Alert>
          ) : (
            <PlacementFields required={false} />
          )}
          <BaselineFields item={composant} />
          <Textarea label={t('composants.fields.description')} autosize minRows={1} maxRows={6} error={errors.description?.message} {...register('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageField control={control} name="image" label={t('composants.fields.image')} currentUrl={composant?.image ?? null} />
            <PaperField
              control={control}
              name="crs"
              label={t('composants.fields.crs')}
              description={t('airworthiness.form.fileHint')}
              saved={{ url: composant?.crs, label: t('composants.form.openCrs') }}
            />
          </SimpleGrid>
          <FormButtons onClose={onDone} pending={save.isPending} />
        </Stack>
      </form>
    </FormProvider>
  );
}
