import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { Fragment } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Waybill } from '@/features/waybills/api/get-waybills';
import { useValidateWaybill, validateSchema, type ValidateFormValues } from '@/features/waybills/api/validate-waybill';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
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

const summaryGrid = { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px var(--mantine-spacing-md)' } as const;

/** 'Valider': the departure date and time; the waybill then waits for manifests and is locked. */
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
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={validate.error} />
        <Box component="dl" m={0} style={summaryGrid}>
          {summary.map(([term, value]) => (
            <Fragment key={term}>
              <Text component="dt" size="sm" c="dimmed">
                {term}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {value}
              </Text>
            </Fragment>
          ))}
        </Box>
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
        <Alert color="orange" variant="light" p="xs">
          {t('waybills.validate.warning')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
          <Button type="submit" loading={validate.isPending} disabled={validate.isPending}>
            {t('waybills.validate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
