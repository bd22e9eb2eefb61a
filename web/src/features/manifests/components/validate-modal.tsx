import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { manifestStatuses, type Manifest, type ManifestStatus } from '@/features/manifests/api/get-manifests';
import { useValidateManifest, validateSchema, type ValidateValues } from '@/features/manifests/api/validate-manifest';
import { parseTypedDate } from '@/features/manifests/utils/dates';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { setServerFieldErrors } from '@/lib/forms';

/** Valider manifeste: its status (Arriver with the departure date, or EnCours). */
export function ValidateModal({ manifest, onClose }: { manifest: Manifest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={manifest !== null}
      onClose={onClose}
      size="md"
      title={manifest ? t('manifests.validate.title', { ref: manifest.ref_manifest }) : ''}
    >
      {manifest && <ValidateForm key={manifest.id} manifest={manifest} onDone={onClose} />}
    </FormModal>
  );
}

function ValidateForm({ manifest, onDone }: { manifest: Manifest; onDone: () => void }) {
  const { t } = useTranslation();
  const validate = useValidateManifest();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ValidateValues>({
    resolver: zodResolver(validateSchema),
    // Opened on a manifest in preparation, it is to say it left.
    defaultValues: { status: manifest.status === 'EnCours' ? 'Arriver' : 'EnCours', departureDate: manifest.departureDate },
  });
  const status = useWatch({ control, name: 'status' });

  const onSubmit = handleSubmit((values) =>
    validate.mutate(
      { id: manifest.id, values },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['status', 'departureDate']) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={validate.error} />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('manifests.validate.status')}
              withAsterisk
              data={manifestStatuses.map((value) => ({ value, label: t(`manifests.status.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value as ManifestStatus)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.status?.message}
            />
          )}
        />
        {status === 'Arriver' ? (
          <Controller
            control={control}
            name="departureDate"
            render={({ field }) => (
              <DateInput
                label={t('manifests.validate.departureDate')}
                withAsterisk
                valueFormat="DD/MM/YYYY"
                dateParser={parseTypedDate}
                placeholder={t('manifests.validate.datePlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.departureDate?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('manifests.validate.backHint')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
          <Button type="submit" loading={validate.isPending} disabled={validate.isPending}>
            {t('manifests.validate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
