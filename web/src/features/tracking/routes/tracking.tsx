import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, TextInput, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { trackSchema, useParcelWithReference, useTracked, type TrackInput, type Tracked, type TrackStage } from '@/features/tracking/api/track';
import { FullPageLoader } from '@/components/full-page-loader';
import { useSession } from '@/lib/auth';
import { formatCount, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/**
 * Public tracking (`/suivi`, `/suivi/{ref}`, which a parcel label's QR code opens): a visitor types
 * the reference and the last 4 digits of the sender's or the recipient's phone and sees where the
 * pieces are. Signed-in staff who scan a label get the parcel's own page instead.
 */
export function TrackingRoute() {
  const { ref = null } = useParams();
  const session = useSession();
  const { can } = usePermissions();
  const staff = session !== null && can('afficher coli');
  const parcel = useParcelWithReference(staff ? ref : null);

  if (staff && ref !== null) {
    if (parcel.isPending) return <FullPageLoader />;
    if (parcel.data) return <Navigate to={paths.packag(parcel.data.id)} replace />;
  }
  return <TrackingPage reference={ref ?? ''} />;
}

function TrackingPage({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<TrackInput | null>(null);
  const tracked = useTracked(asked);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackInput>({ resolver: zodResolver(trackSchema), defaultValues: { reference, tel: '' } });

  const onSubmit = handleSubmit((values) => {
    const input = { reference: values.reference.trim().toUpperCase(), tel: values.tel.trim() };
    setAsked(input);
    // The address shows the reference (to share or bookmark), never the digits.
    void navigate(paths.track(input.reference), { replace: true });
  });

  return (
    <Container size="sm" px={0} py={{ base: 'md', sm: 'xl' }}>
      <Stack>
        <Stack gap={4}>
          <Title order={1}>{t('tracking.title')}</Title>
          <Text c="dimmed">{t('tracking.lead')}</Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={onSubmit} noValidate aria-label={t('tracking.form.title')}>
            <Stack>
              <TextInput
                label={t('tracking.form.reference')}
                description={t('tracking.form.referenceHint')}
                withAsterisk
                autoCapitalize="characters"
                autoComplete="off"
                error={errors.reference?.message}
                {...register('reference')}
              />
              <TextInput
                label={t('tracking.form.tel')}
                description={t('tracking.form.telHint')}
                withAsterisk
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                w={{ base: '100%', xs: 220 }}
                error={errors.tel?.message}
                {...register('tel')}
              />
              <Button type="submit" loading={tracked.isFetching} style={{ alignSelf: 'flex-start' }}>
                {t('tracking.form.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        {tracked.error && <Alert color="red" variant="light" role="alert" title={tracked.error.message} />}
        {tracked.data && <TrackedCard tracked={tracked.data} />}
      </Stack>
    </Container>
  );
}

const stageLabels: Record<string, 'tracking.stage.registered' | 'tracking.stage.waybill' | 'tracking.stage.shipped' | 'tracking.stage.arrived'> = {
  registered: 'tracking.stage.registered',
  waybill: 'tracking.stage.waybill',
  shipped: 'tracking.stage.shipped',
  arrived: 'tracking.stage.arrived',
};

const statusColors: Record<string, string> = { EnStock: 'blue', EnCours: 'orange', Expedié: 'teal' };

function isStatus(status: string): status is 'EnStock' | 'EnCours' | 'Expedié' {
  return status in statusColors;
}

function TrackedCard({ tracked }: { tracked: Tracked }) {
  const { t } = useTranslation();
  const reached = tracked.stages.filter((stage) => stage.at !== null).length - 1;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('tracking.result.title', { ref: tracked.reference })}>
      <Stack>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {tracked.reference}
            </Title>
            <Text fw={500}>{t('tracking.result.route', { origin: tracked.origin, destination: tracked.destination })}</Text>
            <Text c="dimmed" size="sm">
              {t('tracking.result.parcels', { count: tracked.parcels, formatted: formatCount(tracked.parcels) })}
              {' · '}
              {t('tracking.result.pieces', { count: tracked.pieces, formatted: formatCount(tracked.pieces) })}
            </Text>
          </Stack>
          <Badge size="lg" variant="light" color={statusColors[tracked.status] ?? 'gray'}>
            {isStatus(tracked.status) ? t(`expeditions.status.${tracked.status}`) : tracked.status}
          </Badge>
        </Group>
        <Timeline active={reached} bulletSize={20} lineWidth={3} aria-label={t('tracking.result.stages')}>
          {tracked.stages.map((stage) => (
            <Timeline.Item key={stage.stage} title={t(stageLabels[stage.stage] ?? 'tracking.stage.registered')}>
              <StageText stage={stage} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function StageText({ stage }: { stage: TrackStage }) {
  const { t } = useTranslation();
  if (stage.at === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('tracking.result.notYet')}
      </Text>
    );
  }
  // RFC 3339 stamps, or the flight's local `YYYY-MM-DDTHH:MM`, which Date reads as local time too.
  const at = new Date(stage.at);
  return (
    <Text size="sm">
      {t(stage.stage === 'arrived' ? 'tracking.result.flight' : 'tracking.result.when', { date: formatDate(at), time: timeFormat.format(at) })}
      {' · '}
      {t('tracking.result.pieces', { count: stage.pieces, formatted: formatCount(stage.pieces) })}
    </Text>
  );
}
