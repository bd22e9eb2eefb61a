import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Waybill } from '@/features/waybills/api/get-waybills';
import { useValidateWaybill, validateSchema, type ValidateFormValues } from '@/features/waybills/api/validate-waybill';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { ignoreEnter, LockedSummary } from '@/components/locked-summary';
import { formatWeight } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date typed as DD/MM/YYYY, as YYYY-MM-DD (null when it is not a date). */
export function parseTypedDate(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

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
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ValidateFormValues>({
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
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Controller
            control={control}
            name="departureDate"
            render={({ field }) => (
              <DateInput
                label={t('waybills.validate.date')}
                withAsterisk
                valueFormat="DD/MM/YYYY"
                dateParser={parseTypedDate}
                placeholder={t('waybills.validate.datePlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.departureDate?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="departureTime"
            render={({ field }) => (
              <TimePicker
                label={t('waybills.validate.time')}
                withAsterisk
                format="24h"
                clearable
                hoursInputLabel={t('waybills.validate.hours')}
                minutesInputLabel={t('waybills.validate.minutes')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.departureTime?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
          <Button type="button" onClick={onSubmit} loading={validate.isPending} disabled={validate.isPending}>
            {t('waybills.validate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
