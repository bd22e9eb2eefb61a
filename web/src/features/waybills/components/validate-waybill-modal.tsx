import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Waybill } from '@/features/waybills/api/get-waybills';
import { useValidateWaybill, validateSchema, type ValidateFormValues } from '@/features/waybills/api/validate-waybill';
import { DepartureFields } from '@/components/departure-fields';
import { FormError } from '@/components/form-error';
import { FormButtons, FormModal } from '@/components/form-modal';
import { ignoreEnter, LockedSummary } from '@/components/locked-summary';
import { formatWeight } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

/**
 * 'Valider': what will be locked (reference, route, vehicle, driver, load), and the departure date
 * and time, both required; the waybill then waits for manifests and is locked. Only the button
 * validates: Enter in a field does not.
 */
export function ValidateWaybillModal({ opened, onClose, waybill }: { opened: boolean; onClose: () => void; waybill: Waybill }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size="md" title={t('waybills.validate.title', { ref: waybill.ref_waybill })}>
      <ValidateForm key={`${waybill.id}-${waybill.updatedAt}`} waybill={waybill} onDone={onClose} />
    </FormModal>
  );
}

function ValidateForm({ waybill, onDone }: { waybill: Waybill; onDone: () => void }) {
  const { t } = useTranslation();
  const validate = useValidateWaybill();
  const { control, handleSubmit, setError } = useForm<ValidateFormValues>({
    resolver: zodResolver(validateSchema),
    defaultValues: { departureDate: null, departureTime: '' },
  });

  const summary: [string, string][] = [
    [t('waybills.validate.reference'), waybill.ref_waybill],
    [t('waybills.validate.route'), t('waybills.routeOf', { origin: waybill.waybill_origin.name, destination: waybill.waybill_destination.name })],
    [t('waybills.validate.vehicle'), waybill.vehicle.mark ? `${waybill.vehicle.plaque} · ${waybill.vehicle.mark}` : waybill.vehicle.plaque],
    [t('waybills.validate.driver'), waybill.waybill_driver.name],
    [
      t('waybills.validate.load'),
      t('waybills.load', {
        pieces: `${t('waybills.parcels', { count: waybill.lines })} · ${t('waybills.pieces', { count: waybill.quantity })}`,
        weight: formatWeight(waybill.weight),
      }),
    ],
  ];

  const onSubmit = handleSubmit((values) =>
    validate.mutate(
      { id: waybill.id, values },
      {
        onSuccess: onDone,
        onError: (error) => setServerFieldErrors(error, setError, ['departureDate', 'departureTime']),
      },
    ),
  );

  return (
    <form onSubmit={ignoreEnter} noValidate>
      <Stack>
        <FormError error={validate.error} />
        <LockedSummary label={t('waybills.validate.locked')} rows={summary} warning={t('waybills.validate.warning')} />
        <DepartureFields control={control} date="departureDate" time="departureTime" />
        <FormButtons onClose={onDone} pending={validate.isPending} submit={t('waybills.validate.submit')} onSubmit={onSubmit} />
      </Stack>
    </form>
  );
}
