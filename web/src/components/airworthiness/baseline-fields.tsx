import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CounterFacts } from '@/components/airworthiness/counter-facts';
import { DayField, WholeNumberField } from '@/components/form-fields';
import type { Counters } from '@/lib/api/airworthiness';
import type { BaselineValues } from '@/lib/airworthiness-forms';
import { formatDate } from '@/lib/format';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

/**
 * The counters' baseline of an aircraft, a component or a piece, inside a form holding
 * `BaselineValues` (through FormProvider): the day it was read and TSN, TSO (`HHHH:MM`), CSN, CSO
 * then. On edit (`item`), the current counters show beside it, read only: the logbook moves them,
 * the form never does.
 */
export function BaselineFields({ item }: { item: Counters | null }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BaselineValues>();
  const baseDate = useWatch({ control, name: 'baseDate' });

  const flightTime = (name: 'ttsn' | 'ttso') => (
    <TextInput
      label={t(`airworthiness.counters.${name === 'ttsn' ? 'tsn' : 'tso'}`)}
      withAsterisk
      placeholder="HHHH:MM"
      description={t('airworthiness.form.flightTimeHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="off"
      inputMode="numeric"
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const cycles = (name: 'tcsn' | 'tcso') => (
    <WholeNumberField
      control={control}
      name={name}
      label={t(`airworthiness.counters.${name === 'tcsn' ? 'csn' : 'cso'}`)}
      withAsterisk
      grouped
    />
  );

  return (
    <Fieldset
      legend={baseDate ? t('airworthiness.baseline.legendOn', { date: formatDate(baseDate) }) : t('airworthiness.baseline.legend')}
      radius="md"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('airworthiness.baseline.hint')}
        </Text>
        <DayField control={control} name="baseDate" label={t('airworthiness.baseline.date')} withAsterisk maxDate={today} maw={220} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {flightTime('ttsn')}
          {flightTime('ttso')}
          {cycles('tcsn')}
          {cycles('tcso')}
        </SimpleGrid>
        {item && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('airworthiness.baseline.current')}
            </Text>
            <CounterFacts counters={item} label={t('airworthiness.baseline.current')} />
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
