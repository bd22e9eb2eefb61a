import { SimpleGrid } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bound, DayField } from '@/components/form-fields';

const TimeField = bound<Parameters<typeof TimePicker>[0], string>(TimePicker);

/**
 * The departure of a waybill or a flight being validated: its day (`date`, a field holding
 * `YYYY-MM-DD` or null) and its time (`time`, `HH:MM` in 24 h), both required.
 */
export function DepartureFields<Values extends FieldValues, Output>({
  control,
  date,
  time,
}: {
  control: Control<Values, unknown, Output>;
  date: FieldPathByValue<Values, string | null>;
  time: FieldPathByValue<Values, string>;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <DayField control={control} name={date} label={t('shared.departure.date')} withAsterisk />
      <TimeField
        control={control}
        name={time}
        label={t('shared.departure.time')}
        withAsterisk
        format="24h"
        clearable
        hoursInputLabel={t('shared.departure.hours')}
        minutesInputLabel={t('shared.departure.minutes')}
      />
    </SimpleGrid>
  );
}
