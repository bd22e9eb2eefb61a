import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Inspection } from '@/features/inspections/api/get-inspections';
import { dueStatus } from '@/features/inspections/utils/due';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount } from '@/lib/format';

const badgeColor = { overdue: 'red', soon: 'orange', ok: 'green', never: 'gray' } as const;

/** The interval of an item: `100 h · 365 j`. */
export function IntervalText({ inspection }: { inspection: Pick<Inspection, 'time' | 'cycle' | 'day'> }) {
  const { t } = useTranslation();
  const parts = [
    inspection.time !== null ? t('inspections.units.hours', { value: formatCount(inspection.time) }) : null,
    inspection.cycle !== null ? t('inspections.units.cycles', { value: formatCount(inspection.cycle) }) : null,
    inspection.day !== null ? t('inspections.units.days', { value: formatCount(inspection.day) }) : null,
  ].filter((part) => part !== null);
  return <span style={{ whiteSpace: 'nowrap' }}>{parts.join(' · ')}</span>;
}

/**
 * What remains before an item is due (`34:00 · 120 j`), under a word saying where it stands:
 * Dépassé, Bientôt dû, À jour, Jamais effectuée (the colour only repeats the word).
 */
export function DueState({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation();
  const status = dueStatus(inspection);
  const parts = [
    inspection.timeAvantRevision !== null ? formatFlightTime(inspection.timeAvantRevision) : null,
    inspection.cycleAvant !== null ? t('inspections.units.cycles', { value: formatCount(inspection.cycleAvant) }) : null,
    inspection.dayAvant !== null ? t('inspections.units.days', { value: formatCount(inspection.dayAvant) }) : null,
  ].filter((part) => part !== null);
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={badgeColor[status]} variant={status === 'overdue' ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
        {t(`inspections.status.${status}`)}
      </Badge>
      {status !== 'never' && parts.length > 0 && (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} c={status === 'overdue' ? 'red.8' : undefined}>
          {parts.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
