import { Anchor, Breadcrumbs, Button, Grid, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePlane } from '@/features/planes/api/get-plane';
import type { Plane } from '@/features/planes/api/get-planes';
import { PlaneModal } from '@/features/planes/components/plane-modal';
import { PlanePicture } from '@/features/planes/components/plane-picture';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatFlightTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/** One aircraft: its header (a click opens it for edit, for who may) and its data. */
export function PlaneRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const plane = usePlane(Number(id));
  const notFound = plane.error instanceof ApiError && plane.error.status === 404;

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.planes} size="sm">
          {t('planes.title')}
        </Anchor>
        <Text size="sm">{plane.data?.immatriculation ?? t('planes.detail.title')}</Text>
      </Breadcrumbs>
      {notFound ? (
        <PageHeader title={t('planes.detail.notFoundTitle')} subtitle={t('planes.detail.notFound')} />
      ) : (
        <QueryContent query={plane}>{(found) => <PlaneDetail plane={found} />}</QueryContent>
      )}
    </Stack>
  );
}

function PlaneDetail({ plane }: { plane: Plane }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const editable = can('modifier avion');

  const documentTitle = t('planes.detail.documentTitle', { immatriculation: plane.immatriculation });
  useEffect(() => {
    const previous = document.title;
    document.title = `${documentTitle} · Soute`;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  return (
    <Stack>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Grid gap={0} align="stretch">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <PlanePicture src={plane.image} alt={plane.immatriculation} h={220} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }} p="lg">
            <Stack gap="xs" align="flex-start">
              <Title order={1} size="h2">
                {/* The header opens the aircraft for edit, for who may (spec: Aircraft detail). */}
                {editable ? (
                  <UnstyledButton onClick={() => setEditing(true)} fz="inherit" fw="inherit" td="underline dotted">
                    {plane.immatriculation}
                  </UnstyledButton>
                ) : (
                  plane.immatriculation
                )}
              </Title>
              <Text>{t('planes.card.type', { constructeur: plane.constructeur, serie: plane.serie })}</Text>
              {plane.city && <Text c="dimmed">{t('planes.card.base', { city: plane.city })}</Text>}
              {editable && (
                <Button variant="light" size="compact-md" mt="xs" onClick={() => setEditing(true)}>
                  {t('planes.detail.edit')}
                </Button>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('planes.detail.data')}>
        <Title order={2} size="h4" mb="md">
          {t('planes.detail.data')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          <Fact label={t('planes.fields.immatriculation')}>{plane.immatriculation}</Fact>
          <Fact label={t('planes.fields.serie')}>{plane.serie}</Fact>
          <Fact label={t('planes.fields.constructeur')}>{plane.constructeur}</Fact>
          <Fact label={t('planes.fields.countComposant')}>{plane.countComposant ?? '—'}</Fact>
          <Fact label={t('planes.fields.dateFabrication')}>{formatDate(plane.dateFabrication)}</Fact>
          <Fact label={t('planes.fields.dateRevision')}>{formatDate(plane.dateRevision)}</Fact>
          <Fact label={t('planes.fields.city')}>{plane.city ?? '—'}</Fact>
          <Fact label={t('planes.fields.crs')}>
            {plane.crs ? (
              <Anchor href={plane.crs} target="_blank" rel="noopener">
                {t('planes.detail.openCrs')}
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('planes.fields.ttsn')}>{formatFlightTime(plane.ttsn)}</Fact>
          <Fact label={t('planes.fields.ttso')}>{formatFlightTime(plane.ttso)}</Fact>
          <Fact label={t('planes.fields.tcsn')}>{plane.tcsn}</Fact>
          <Fact label={t('planes.fields.tcso')}>{plane.tcso}</Fact>
        </SimpleGrid>
        {plane.description && (
          <Stack gap={2} mt="lg">
            <Text size="xs" c="dimmed">
              {t('planes.fields.description')}
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{plane.description}</Text>
          </Stack>
        )}
      </Paper>
      <PlaneModal
        opened={editing}
        onClose={() => setEditing(false)}
        plane={plane}
        onDeleted={() => void navigate(paths.planes, { replace: true })}
      />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}
