import { Fieldset, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CounterFacts } from '@/components/airworthiness/counter-facts';
import { DayInput } from '@/components/day-input';
import type { Counters } from '@/lib/api/airworthiness';
import type { BaselineValues } from '@/lib/airworthiness-forms';
import { today } from '@/lib/airworthiness-forms';
import { formatDate } from '@/lib/format';

/**
 * The counters' baseline of an aircraft, a component or a piece, inside a form holding
 * `BaselineValues` (through FormProvider): the day it was read and TSN, TSO (`HHHH:MM`), CSN, CSO
 * then. On edit (`item`), the current counters show beside it, read only: the logbook moves them,
 * the form never does.
 */
export function BaselineFields({ item }: { item: Counters | null }) {
  const { t } = useTranslation();
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
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`airworthiness.counters.${name === 'tcsn' ? 'csn' : 'cso'}`)}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          hideControls
          thousandSeparator=" "
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
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
        <Controller
          control={control}
          name="baseDate"
          render={({ field }) => (
            <DayInput
              label={t('airworthiness.baseline.date')}
              withAsterisk
              maxDate={today()}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.baseDate?.message}
              maw={220}
            />
          )}
        />
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
