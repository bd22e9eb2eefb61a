import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  inspectionSchema,
  useCreateInspection,
  type InspectionFormValues,
  type InspectionInput,
} from '@/features/inspections/api/create-inspection';
import type { Inspection } from '@/features/inspections/api/get-inspections';
import { useUpdateInspection } from '@/features/inspections/api/update-inspection';
import { AircraftField } from '@/components/aircraft-select';
import { FormError } from '@/components/form-error';
import { WholeNumberField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import type { RecordCreate } from '@/components/record-list-screen';
import { setServerFieldErrors } from '@/lib/forms';

const serverFields = ['planecomposantId', 'description', 'time', 'cycle', 'day'] as const;

/** Nouvelle inspection / Modifier l'inspection: an item of an aircraft's programme and its interval. */
/** 'New inspection' of the list and of an aircraft's tab: who may, and the empty form, on the aircraft given. */
export function useNewInspection(): RecordCreate {
  const { t } = useTranslation();
  return {
    permission: 'ajouter inspection',
    label: t('inspections.new'),
    form: ({ opened, onClose, planeId }) => <InspectionModal opened={opened} onClose={onClose} inspection={null} planeId={planeId} />,
  };
}

export function InspectionModal({
  opened,
  onClose,
  inspection,
  planeId = null,
}: {
  opened: boolean;
  onClose: () => void;
  inspection: Inspection | null;
  planeId?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={inspection ? t('inspections.form.editTitle', { description: inspection.description }) : t('inspections.form.addTitle')}
    >
      <InspectionForm key={inspection ? `${inspection.id}-${inspection.updatedAt}` : 'new'} inspection={inspection} planeId={planeId} onDone={onClose} />
    </FormModal>
  );
}

function InspectionForm({ inspection, planeId, onDone }: { inspection: Inspection | null; planeId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateInspection();
  const update = useUpdateInspection();
  const save = inspection ? update : create;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InspectionFormValues, unknown, InspectionInput>({
    resolver: zodResolver(inspectionSchema),
    defaultValues: {
      planecomposantId: inspection?.planecomposantId ?? planeId,
      description: inspection?.description ?? '',
      time: inspection?.time ?? '',
      cycle: inspection?.cycle ?? '',
      day: inspection?.day ?? '',
    },
  });
  const onSubmit = handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => setServerFieldErrors(error, setError, serverFields) };
    if (inspection) update.mutate({ inspection, values }, handlers);
    else create.mutate(values, handlers);
  });
  const interval = (name: 'time' | 'cycle' | 'day') => (
    <WholeNumberField control={control} name={name} label={t(`inspections.fields.${name}`)} grouped />
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error} />
        <AircraftField control={control} name="planecomposantId" label={t('inspections.fields.plane')} withAsterisk />
        <TextInput
          label={t('inspections.fields.description')}
          placeholder={t('inspections.form.descriptionPlaceholder')}
          withAsterisk
          autoComplete="off"
          error={errors.description?.message}
          {...register('description')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('inspections.form.interval')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('inspections.form.intervalHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {interval('time')}
            {interval('cycle')}
            {interval('day')}
          </SimpleGrid>
        </Stack>
        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
