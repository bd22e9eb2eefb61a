import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Inspection } from '@/features/inspections/api/get-inspections';
import { performSchema, usePerformInspection, type PerformFormValues, type PerformValues } from '@/features/inspections/api/perform-inspection';
import { FormError } from '@/components/form-error';
import { DayField, PaperField, WholeNumberField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { setServerFieldErrors } from '@/lib/forms';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

/**
 * 'Effectuée': an inspection done on a day, with its CRS number and file; the aircraft's hours and
 * cycles then default (on the server) to its counters at the end of that day.
 */
export function PerformModal({ opened, onClose, inspection }: { opened: boolean; onClose: () => void; inspection: Inspection | null }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('inspections.perform.title', { description: inspection?.description ?? '', plane: inspection?.planeImmatriculation ?? '' })}
    >
      {inspection && <PerformForm key={inspection.id} inspection={inspection} onDone={onClose} />}
    </FormModal>
  );
}

function PerformForm({ inspection, onDone }: { inspection: Inspection; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const perform = usePerformInspection();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PerformFormValues, unknown, PerformValues>({
    resolver: zodResolver(performSchema(today)),
    defaultValues: { date: today, serie: '', minutes: '', cycles: '', file: null },
  });
  const onSubmit = handleSubmit((values) =>
    perform.mutate(
      { id: inspection.id, ...values },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['date', 'serie', 'minutes', 'cycles', 'file']) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={perform.error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DayField control={control} name="date" label={t('inspections.perform.date')} withAsterisk maxDate={today} />
          <TextInput label={t('inspections.perform.serie')} withAsterisk autoComplete="off" error={errors.serie?.message} {...register('serie')} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('inspections.perform.countersHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('inspections.perform.minutes')}
              placeholder="HHHH:MM"
              autoComplete="off"
              inputMode="numeric"
              error={errors.minutes?.message}
              {...register('minutes')}
            />
            <WholeNumberField control={control} name="cycles" label={t('inspections.perform.cycles')} grouped />
          </SimpleGrid>
        </Stack>
        <PaperField control={control} name="file" label={t('inspections.perform.file')} description={t('airworthiness.form.fileHint')} />
        <FormButtons onClose={onDone} pending={perform.isPending} submit={t('inspections.perform.submit')} />
      </Stack>
    </form>
  );
}
