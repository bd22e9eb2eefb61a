import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseTypedDate } from '@/lib/format';

/**
 * A day, picked in the calendar or typed as the app shows dates (`21/11/2026`); its value is
 * `YYYY-MM-DD` or null.
 */
export function DayInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      placeholder={t('shared.datePlaceholder')}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
