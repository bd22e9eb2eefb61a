import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Manifest } from '@/features/manifests/api/get-manifests';
import { formatCount, formatWeight } from '@/lib/format';

/** What a manifest's load gauge reads of it. */
export type ManifestLoad = Pick<
  Manifest,
  | 'passengers'
  | 'infants'
  | 'passengerKg'
  | 'baggageKg'
  | 'baggagePieces'
  | 'cargoKg'
  | 'payloadKg'
  | 'maxPayload'
  | 'seats'
  | 'seatsLeft'
  | 'payloadLeft'
>;

/** The parts of the payload, in the gauge's order and colours. */
const PARTS = [
  { key: 'cargo', color: 'blue.6', kg: (load: ManifestLoad) => load.cargoKg },
  { key: 'passengers', color: 'teal.6', kg: (load: ManifestLoad) => load.passengerKg },
  { key: 'baggage', color: 'orange.6', kg: (load: ManifestLoad) => load.baggageKg },
] as const;

/** A share of `max` in %, never past 100 (a gauge cannot overflow; the figures say by how much). */
function share(part: number, max: number): number {
  return max > 0 ? Math.min(100, (part / max) * 100) : 0;
}

/**
 * The passengers of a manifest and what it weighs against its aircraft: how many passengers (and
 * infants, who take no seat), their kg and their baggage; a gauge of the seats taken when the
 * aircraft says how many it has, and one of the payload (cargo, passengers, baggage) against its
 * maximum when it has one.
 */
export function ManifestLoadBlock({ load }: { load: ManifestLoad }) {
  const { t } = useTranslation();
  const titleId = useId();
  const seatsTaken = load.seats === null ? null : load.seats - (load.seatsLeft ?? 0);
  const over = load.maxPayload !== null && load.payloadKg > load.maxPayload;
  return (
    <Box component="section" aria-labelledby={titleId} p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Text id={titleId} size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('manifests.load.title')}
          </Text>
          <Text size="sm">
            {load.passengers === 0
              ? t('manifests.load.noPassenger')
              : t('manifests.load.passengers', {
                  count: load.passengers,
                  shown: formatCount(load.passengers),
                  kg: formatWeight(load.passengerKg),
                })}
            {load.infants > 0 && ` ${t('manifests.load.infants', { count: load.infants, shown: formatCount(load.infants) })}`}
            {load.baggagePieces > 0 &&
              ` · ${t('manifests.load.baggage', {
                count: load.baggagePieces,
                shown: formatCount(load.baggagePieces),
                kg: formatWeight(load.baggageKg),
              })}`}
          </Text>
        </Group>

        {load.seats !== null && seatsTaken !== null && (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={600}>
                {t('manifests.load.seats')}
              </Text>
              <Text size="xs">
                {t('manifests.load.seatsValue', {
                  taken: formatCount(seatsTaken),
                  seats: formatCount(load.seats),
                  left: formatCount(load.seatsLeft ?? 0),
                })}
              </Text>
            </Group>
            <Progress
              value={share(seatsTaken, load.seats)}
              color={load.seatsLeft === 0 ? 'red.7' : 'teal.6'}
              size="md"
              aria-label={t('manifests.load.seats')}
            />
          </Stack>
        )}

        {load.maxPayload === null ? (
          <Text size="xs" c="dimmed">
            {t('manifests.load.noMaximum', { kg: formatWeight(load.payloadKg) })}
          </Text>
        ) : (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={600}>
                {t('manifests.load.payload')}
              </Text>
              <Text size="xs" c={over ? 'red.8' : undefined} fw={over ? 700 : undefined}>
                {t('manifests.load.payloadValue', {
                  used: formatWeight(load.payloadKg),
                  max: formatWeight(load.maxPayload),
                })}
              </Text>
            </Group>
            <Progress.Root size="lg" role="group" aria-label={t('manifests.load.payload')}>
              {PARTS.map((part) => {
                const kg = part.kg(load);
                return (
                  <Progress.Section
                    key={part.key}
                    value={share(kg, load.maxPayload ?? 0)}
                    color={part.color}
                    aria-label={t('manifests.load.part', { part: t(`manifests.load.parts.${part.key}`), kg: formatWeight(kg) })}
                  />
                );
              })}
            </Progress.Root>
            <Group gap="xs" justify="space-between">
              <Group gap="xs" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
                {PARTS.map((part) => (
                  <Group key={part.key} gap={6} wrap="nowrap">
                    <Box w={10} h={10} bg={part.color} style={{ borderRadius: 2, flex: 'none' }} aria-hidden />
                    <Text size="xs">
                      {t(`manifests.load.parts.${part.key}`)} {formatWeight(part.kg(load))}
                    </Text>
                  </Group>
                ))}
              </Group>
              <Text size="xs" fw={600} c={over ? 'red.8' : undefined}>
                {over
                  ? t('manifests.load.over', { kg: formatWeight(load.payloadKg - load.maxPayload) })
                  : t('manifests.load.left', { kg: formatWeight(load.payloadLeft ?? load.maxPayload - load.payloadKg) })}
              </Text>
            </Group>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
