import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Plane } from '@/features/planes/api/get-planes';
import { PlanePicture } from '@/features/planes/components/plane-picture';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** An aircraft of the fleet: picture, registration, type and series, base, dates, and its Détail link. */
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
        <Title order={2} size="h4" id={titleId}>
          {plane.immatriculation}
        </Title>
        <Text size="sm">
          {t('planes.card.type', { constructeur: plane.constructeur, serie: plane.serie })}
        </Text>
        {plane.city && (
          <Text size="sm" c="dimmed">
            {t('planes.card.base', { city: plane.city })}
          </Text>
        )}
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
