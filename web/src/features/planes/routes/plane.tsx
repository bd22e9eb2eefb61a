import { Anchor, Badge, Breadcrumbs, Button, Grid, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePlane } from '@/features/planes/api/get-plane';
import { PlaneModal } from '@/features/planes/components/plane-modal';
import { PlanePicture } from '@/features/planes/components/plane-picture';
import { CounterFacts } from '@/components/airworthiness/counter-facts';
import { AircraftStatusBadge } from '@/components/airworthiness/due-status';
import { NextDue } from '@/components/airworthiness/next-due';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { isNotFound } from '@/components/record-page';
import type { PlaneDetail } from '@/lib/api/airworthiness';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount, formatDate, formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/** A tab of the aircraft's page, filled by another feature (composed in the app's route). */
export interface PlaneTab {
  /** Its name in the URL (`?tab=pieces`). */
  value: string;
  label: string;
  /** How many rows it holds, shown beside its label. */
  count: number | null;
  content: ReactNode;
}

const TAB_PARAM = 'tab';

/**
 * One aircraft: its header (a click opens it for edit, for who may), its counters, its data, and
 * the tabs `tabs` gives for it: only those the user may read (a block the server sends as null has
 * no tab). The open tab is kept in the URL.
 */
export function PlaneRoute({ tabs = () => [] }: { tabs?: (plane: PlaneDetail) => PlaneTab[] }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const plane = usePlane(Number(id));
  const notFound = isNotFound(plane.error);

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
        <QueryContent query={plane}>{(found) => <PlaneDetailView plane={found} tabs={tabs(found)} />}</QueryContent>
      )}
    </Stack>
  );
}

function PlaneDetailView({ plane, tabs }: { plane: PlaneDetail; tabs: PlaneTab[] }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const editable = can('modifier avion');
  const asked = params.get(TAB_PARAM);
  const tab = tabs.find((candidate) => candidate.value === asked)?.value ?? tabs[0]?.value ?? null;
  const chooseTab = (value: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(TAB_PARAM, value);
        return updated;
      },
      { replace: true },
    );

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
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <PlanePicture src={plane.image} alt={plane.immatriculation} h={200} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }} p="lg">
            <Stack gap="xs" align="flex-start">
              <Group gap="sm" align="center">
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
                {plane.status && <AircraftStatusBadge status={plane.status} />}
              </Group>
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

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="plane-counters">
        <Group justify="space-between" align="baseline" mb="sm" gap="xs">
          <Title order={2} size="h4" id="plane-counters">
            {t('planes.detail.counters')}
          </Title>
          {plane.overhauledOn && (
            <Badge variant="light" color="gray">
              {t('planes.detail.overhauledOn', { date: formatDate(plane.overhauledOn) })}
            </Badge>
          )}
        </Group>
        <CounterFacts counters={plane} label={t('planes.detail.counters')} />
        <Text size="xs" c="dimmed" mt="sm">
          {t('planes.detail.baseline', {
            date: formatDate(plane.baseDate),
            tsn: formatFlightTime(plane.baseTtsn),
            csn: formatCount(plane.baseTcsn),
          })}
        </Text>
      </Paper>

      {plane.nextDue && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="plane-next-due">
          <Title order={2} size="h4" mb="sm" id="plane-next-due">
            {t('airworthiness.due.next')}
          </Title>
          <NextDue items={plane.nextDue} planeId={plane.id} immatriculation={plane.immatriculation} />
        </Paper>
      )}

      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('planes.detail.data')}>
        <Title order={2} size="h4" mb="md">
          {t('planes.detail.data')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          <Fact label={t('planes.fields.immatriculation')}>{plane.immatriculation}</Fact>
          <Fact label={t('planes.fields.serie')}>{plane.serie}</Fact>
          <Fact label={t('planes.fields.constructeur')}>{plane.constructeur}</Fact>
          <Fact label={t('planes.fields.countComposant')}>{plane.countComposant ?? '—'}</Fact>
          <Fact label={t('planes.fields.seats')}>{plane.seats === null ? '—' : formatCount(plane.seats)}</Fact>
          <Fact label={t('planes.fields.maxPayload')}>{plane.maxPayload === null ? '—' : formatWeight(plane.maxPayload)}</Fact>
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

      {tab !== null && (
        <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
          <Tabs.List>
            {tabs.map((candidate) => (
              <Tabs.Tab key={candidate.value} value={candidate.value}>
                {candidate.count === null ? candidate.label : t('planes.detail.tabCount', { label: candidate.label, count: candidate.count })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((candidate) => (
            <Tabs.Panel key={candidate.value} value={candidate.value} pt="md">
              {candidate.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}

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
