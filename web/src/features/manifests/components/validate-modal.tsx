import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Loader, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { manifestStatuses, type Manifest, type ManifestStatus } from '@/features/manifests/api/get-manifests';
import {
  useReservedPassengers,
  useValidateManifest,
  validateSchema,
  type Boarding,
  type ValidateValues,
} from '@/features/manifests/api/validate-manifest';
import { ManifestSaveError } from '@/features/manifests/components/save-error';
import { DepartureFields } from '@/components/departure-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { ignoreEnter, LockedSummary } from '@/components/locked-summary';
import { formatWeight } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

/**
 * Valider manifeste: what will be locked (reference, route, aircraft, pilot, load) and its status:
 * Arriver with the departure date and time, both required, and for each passenger still reserved
 * whether they boarded or were absent; or EnCours. Only the button validates: Enter in a field
 * does not.
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
  const reserved = useReservedPassengers(manifest.id, status === 'Arriver');
  const [boarding, setBoarding] = useState<Record<number, Boarding>>({});
  const [undecided, setUndecided] = useState(false);
  const waiting = (reserved.data?.items ?? []).filter((passenger) => !boarding[passenger.id]);

  const onSubmit = handleSubmit((values) => {
    if (values.status === 'Arriver' && (reserved.isPending || waiting.length > 0)) {
      setUndecided(true);
      return;
    }
    validate.mutate(
      { id: manifest.id, values, boarding: values.status === 'Arriver' ? boarding : {} },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['status', 'departureDate', 'departureTime']) },
    );
  });

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
          <>
            <DepartureFields control={control} date="departureDate" time="departureTime" />
            <ReservedPassengers
              query={reserved}
              boarding={boarding}
              onChange={(id, value) => setBoarding((current) => ({ ...current, [id]: value }))}
              missing={undecided ? waiting.length : 0}
            />
          </>
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

/**
 * The passengers still reserved when the flight left: each boarded or absent, said one by one
 * (nobody is presumed on board). Nothing to say when all were boarded at the counter.
 */
function ReservedPassengers({
  query,
  boarding,
  onChange,
  missing,
}: {
  query: ReturnType<typeof useReservedPassengers>;
  boarding: Record<number, Boarding>;
  onChange: (id: number, value: Boarding) => void;
  missing: number;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader size="sm" aria-label={t('manifests.validate.passengersLoading')} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const passengers = query.data.items;
  if (passengers.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('manifests.validate.passengers', { count: passengers.length })}
      </Text>
      <Table verticalSpacing={4} aria-label={t('manifests.validate.passengersLabel')}>
        <Table.Tbody>
          {passengers.map((passenger) => (
            <Table.Tr key={passenger.id}>
              <Table.Td>
                <Text size="sm">{passenger.name}</Text>
                <Text size="xs" c="dimmed">
                  {passenger.ref_billet}
                  {passenger.seat ? ` · ${passenger.seat}` : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <SegmentedControl
                  size="xs"
                  aria-label={t('manifests.validate.boardingOf', { name: passenger.name })}
                  value={boarding[passenger.id] ?? ''}
                  onChange={(value) => onChange(passenger.id, value as Boarding)}
                  data={[
                    { value: 'embarque', label: t('billets.status.embarque') },
                    { value: 'absent', label: t('billets.status.absent') },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {missing > 0 && (
        <Text size="sm" c="red" role="alert">
          {t('manifests.validate.undecided', { count: missing })}
        </Text>
      )}
    </Stack>
  );
}
