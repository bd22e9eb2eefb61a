import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DuePlane } from '@/features/due/api/get-due';
import { AircraftStatusBadge } from '@/components/airworthiness/due-status';
import { formatFlightTime } from '@/lib/flight-time';
import { formatDecimal } from '@/lib/format';
import { paths } from '@/lib/paths';

/** How an aircraft flies lately, which its projected dates come from: `1:35 h et 1,5 cycles par jour`. */
export function usePerDay() {
  const { t } = useTranslation();
  return (plane: Pick<DuePlane, 'minutesPerDay' | 'cyclesPerDay'>) =>
    plane.minutesPerDay === null || plane.cyclesPerDay === null
      ? t('due.planes.noFlights')
      : t('due.planes.perDay', {
          time: formatFlightTime(Math.round(plane.minutesPerDay)),
          cycles: formatDecimal(Math.round(plane.cyclesPerDay * 10) / 10),
        });
}

/** Each aircraft of the list: En service or Immobilisé, how many items are past or near, and how it flies lately. */
export function DuePlanes({ planes }: { planes: readonly DuePlane[] }) {
  const { t } = useTranslation();
  const perDay = usePerDay();
  if (planes.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('due.planes.label')} gap={4}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="xs">
        {planes.map((plane) => (
          <Paper key={plane.id} role="group" aria-label={plane.immatriculation} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Anchor component={Link} to={paths.plane(plane.id)} fw={700}>
                {plane.immatriculation}
              </Anchor>
              <AircraftStatusBadge status={plane.status} size="md" />
            </Group>
            <Text size="sm" mt={4}>
              {`${t('due.planes.overdue', { count: plane.overdue })} · ${t('due.planes.dueSoon', { count: plane.dueSoon })}`}
            </Text>
            <Text size="xs" c="dimmed">
              {perDay(plane)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('due.planes.perDayHint')}
      </Text>
    </Stack>
  );
}
