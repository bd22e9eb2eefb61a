import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { logbookSchema, useCreateLogbook, type LogbookFormValues, type LogbookInput } from '@/features/logbooks/api/create-logbook';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';
import { useUpdateLogbook } from '@/features/logbooks/api/update-logbook';
import { FormError } from '@/components/form-error';
import { SelectField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { useAircraftOptions } from '@/lib/airworthiness';
import { setServerFieldErrors } from '@/lib/forms';

/**
 * 'Ajouter le logbook' / 'Modifier le logbook': the aircraft (its registration is the logbook's
 * `plaque`), a number and a description. `plaque` presets the aircraft (from its page).
 */
export function LogbookModal({
  opened,
  onClose,
  logbook,
  plaque = null,
}: {
  opened: boolean;
  onClose: () => void;
  logbook: Logbook | null;
  plaque?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size="md" title={logbook ? t('logbooks.form.editTitle') : t('logbooks.form.addTitle')}>
      <LogbookForm key={logbook ? `${logbook.id}-${logbook.updatedAt}` : 'new'} logbook={logbook} plaque={plaque} onDone={onClose} />
    </FormModal>
  );
}

function LogbookForm({ logbook, plaque, onDone }: { logbook: Logbook | null; plaque: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateLogbook();
  const update = useUpdateLogbook();
  const save = logbook ? update : create;
  const aircraft = useAircraftOptions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LogbookFormValues, unknown, LogbookInput>({
    resolver: zodResolver(logbookSchema),
    defaultValues: { plaque: logbook?.plaque ?? plaque, serie: logbook?.serie ?? '', description: logbook?.description ?? '' },
  });
  const onSubmit = handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => setServerFieldErrors(error, setError, ['plaque', 'serie', 'description']) };
    if (logbook) update.mutate({ logbook, values }, handlers);
    else create.mutate(values, handlers);
  });
  const registrations = (aircraft.data ?? []).map((plane) => plane.immatriculation);
  if (logbook && !registrations.includes(logbook.plaque)) registrations.unshift(logbook.plaque);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error} />
        <SelectField
          control={control}
          name="plaque"
          label={t('logbooks.fields.plaque')}
          withAsterisk
          data={registrations}
          searchable
          nothingFoundMessage={aircraft.isError ? aircraft.error.message : t('airworthiness.aircraft.none')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('logbooks.fields.serie')} autoComplete="off" error={errors.serie?.message} {...register('serie')} />
        <Textarea label={t('logbooks.fields.description')} autosize minRows={2} maxRows={6} error={errors.description?.message} {...register('description')} />
        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
