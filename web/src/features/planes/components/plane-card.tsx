import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Plane } from '@/features/planes/api/get-planes';
import { PlanePicture } from '@/features/planes/components/plane-picture';
import { AircraftStatusBadge } from '@/components/airworthiness/due-status';
import { NextDue } from '@/components/airworthiness/next-due';
import { formatCount, formatDate, formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * An aircraft of the fleet: picture, registration and whether it is in service or grounded, type
 * and series, base, its seats and maximum payload, dates, its next due items (for who may read them), and its Détail link.
 */
export function PlaneCard({ plane }: { plane: Plane }) {
  const { t } = useTranslation();
  const titleId = useId();
  const facts = [
    { label: t('planes.fields.dateFabrication'), value: formatDate(plane.dateFabrication) },
    { label: t('planes.fields.dateRevision'), value: formatDate(plane.dateRevision) },
  ];
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="md">
      <Card.Section>
        <PlanePicture src={plane.image} alt={plane.immatriculation} h={160} />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {plane.immatriculation}
          </Title>
          {plane.status && <AircraftStatusBadge status={plane.status} size="md" />}
        </Group>
        <Text size="sm">
          {t('planes.card.type', { constructeur: plane.constructeur, serie: plane.serie })}
        </Text>
        {plane.city && (
          <Text size="sm" c="dimmed">
            {t('planes.card.base', { city: plane.city })}
          </Text>
        )}
        <Text size="sm">
          {t('planes.card.carries', {
            seats: plane.seats === null ? t('planes.card.noSeats') : t('planes.card.seats', { count: plane.seats, shown: formatCount(plane.seats) }),
            payload: plane.maxPayload === null ? t('planes.card.noPayload') : t('planes.card.payload', { kg: formatWeight(plane.maxPayload) }),
          })}
        </Text>
        <Group gap="lg" mt={4}>
          {facts.map(({ label, value }) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={500}>
                {value}
              </Text>
            </Stack>
          ))}
        </Group>
        {plane.nextDue && (
          <>
            <Divider my={6} />
            <Text size="xs" c="dimmed" fw={600}>
              {t('airworthiness.due.next')}
            </Text>
            <NextDue items={plane.nextDue} planeId={plane.id} immatriculation={plane.immatriculation} size="xs" />
          </>
        )}
      </Stack>
      <Group justify="flex-end" mt="sm">
        <Button
          component={Link}
          to={paths.plane(plane.id)}
          size="compact-sm"
          variant="light"
          aria-label={t('planes.card.detailLabel', { immatriculation: plane.immatriculation })}
        >
          {t('planes.card.detail')}
        </Button>
      </Group>
    </Card>
  );
}
