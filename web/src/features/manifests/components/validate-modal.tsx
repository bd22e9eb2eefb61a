import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { manifestStatuses, type Manifest, type ManifestStatus } from '@/features/manifests/api/get-manifests';
import { useValidateManifest, validateSchema, type ValidateValues } from '@/features/manifests/api/validate-manifest';
import { ManifestSaveError } from '@/features/manifests/components/save-error';
import { DepartureFields } from '@/components/departure-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { ignoreEnter, LockedSummary } from '@/components/locked-summary';
import { formatWeight } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

/**
 * Valider manifeste: what will be locked (reference, route, aircraft, pilot, load) and its status:
 * Arriver with the departure date and time, both required, or EnCours. Only the button validates:
 * Enter in a field does not.
 */
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
    defaultValues: {
      status: manifest.status === 'EnCours' ? 'Arriver' : 'EnCours',
      departureDate: manifest.departureDate,
      departureTime: manifest.departureTime?.slice(0, 5) ?? '',
    },
  });
  const status = useWatch({ control, name: 'status' });

  const onSubmit = handleSubmit((values) =>
    validate.mutate(
      { id: manifest.id, values },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['status', 'departureDate', 'departureTime']) },
    ),
  );

  const summary: [string, string][] = [
    [t('manifests.validate.reference'), manifest.ref_manifest],
    [
      t('manifests.validate.route'),
      t('manifests.validate.routeOf', { origin: manifest.manifest_origin?.name ?? '—', destination: manifest.manifest_destination.name }),
    ],
    [t('manifests.validate.plane'), manifest.plane.ref],
    [t('manifests.validate.pilot'), manifest.pilot?.name ?? '—'],
    [
      t('manifests.validate.load'),
      t('manifests.validate.loadOf', {
        parcels: t('manifests.validate.parcels', { count: manifest.parcels }),
        pieces: t('manifests.validate.pieces', { count: manifest.quantity }),
        weight: formatWeight(manifest.weight),
      }),
    ],
  ];

  return (
    <form onSubmit={ignoreEnter} noValidate>
      <Stack>
        <ManifestSaveError error={validate.error} planeId={manifest.planeId} />
        {status === 'Arriver' && (
          <LockedSummary label={t('manifests.validate.locked')} rows={summary} warning={t('manifests.validate.warning')} />
        )}
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
          <DepartureFields control={control} date="departureDate" time="departureTime" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('manifests.validate.backHint')}
          </Text>
        )}
        <FormButtons onClose={onDone} pending={validate.isPending} submit={t('manifests.validate.submit')} onSubmit={onSubmit} />
      </Stack>
    </form>
  );
}
