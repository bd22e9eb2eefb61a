import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount } from '@/lib/format';

export interface CurrentCounters {
  ttsn: number;
  ttso: number;
  tcsn: number;
  tcso: number;
}

/** TSN, TSO (`HHHH:MM`), CSN and CSO of an item, each under its name. */
export function CounterFacts({ counters, label }: { counters: CurrentCounters; label: string }) {
  const { t } = useTranslation();
  const facts = [
    { name: 'tsn', value: formatFlightTime(counters.ttsn) },
    { name: 'tso', value: formatFlightTime(counters.ttso) },
    { name: 'csn', value: formatCount(counters.tcsn) },
    { name: 'cso', value: formatCount(counters.tcso) },
  ] as const;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs" m={0} aria-label={label}>
      {facts.map(({ name, value }) => (
        <Stack key={name} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`airworthiness.counters.${name}`)}
          </Text>
          <Text component="dd" m={0} fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A table cell's counters since new: `2 090:03` above `9 410 cycles`. */
export function CountersCell({ minutes, cycles }: { minutes: number; cycles: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text inherit ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatFlightTime(minutes)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('airworthiness.cycles', { count: cycles, formatted: formatCount(cycles) })}
      </Text>
    </Stack>
  );
}
