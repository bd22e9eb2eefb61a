import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useBackUpNow, useSystem, type ArchiveView, type SystemView } from '@/features/system/api/get-system';
import { DataTable, type Column } from '@/components/data-table';
import { Fact } from '@/components/fact';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { formatAgo, formatBytes, formatCount, formatDate } from '@/lib/format';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** `27/11/2026 21:46`, in the browser's time. */
function dateTime(instant: string): string {
  return `${formatDate(instant)} ${timeFormat.format(new Date(instant))}`;
}

/** A period in seconds as people say it: `1 heure`, `30 minutes`, `1 jour`. */
function period(seconds: number, t: TFunction): string {
  if (seconds % 86_400 === 0) return t('system.backups.days', { count: seconds / 86_400 });
  if (seconds % 3_600 === 0) return t('system.backups.hours', { count: seconds / 3_600 });
  if (seconds % 60 === 0) return t('system.backups.minutes', { count: seconds / 60 });
  return t('system.backups.seconds', { count: seconds });
}

/**
 * *Système* (`afficher systeme`): the running version, the database and the uploaded files, and the
 * backups — when the last one succeeded, the last failure, the archives kept — with 'Sauvegarder
 * maintenant'.
 */
export function SystemRoute() {
  const { t } = useTranslation();
  const system = useSystem();
  const backUp = useBackUpNow();
  return (
    <Stack>
      <PageHeader
        title={t('system.title')}
        subtitle={t('system.subtitle')}
        actions={
          <Button onClick={() => backUp.mutate()} loading={backUp.isPending} disabled={system.isPending}>
            {t('system.backups.now')}
          </Button>
        }
      />
      <QueryContent query={system}>{(view) => <SystemBody view={view} />}</QueryContent>
    </Stack>
  );
}

function SystemBody({ view }: { view: SystemView }) {
  const { t } = useTranslation();
  const { backups } = view;
  const keep = /^(\d+)h,(\d+)d$/.exec(backups.keep);
  const columns: Column<ArchiveView>[] = [
    { key: 'name', header: t('system.archives.name'), render: (archive) => <Text inherit ff="monospace" size="sm">{archive.name}</Text> },
    { key: 'takenAt', header: t('system.archives.takenAt'), render: (archive) => dateTime(archive.takenAt) },
    { key: 'bytes', header: t('system.archives.size'), render: (archive) => formatBytes(archive.bytes) },
    {
      key: 'verified',
      header: t('system.archives.verified'),
      render: () => (
        <Badge variant="light" color="teal">
          {t('system.archives.readBack')}
        </Badge>
      ),
    },
  ];
  return (
    <Stack>
      {backups.lastFailure && (
        <Alert color="red" title={t('system.backups.failedTitle', { when: dateTime(backups.lastFailure.at) })}>
          {backups.lastFailure.reason}
        </Alert>
      )}
      {!backups.lastGoodAt && !backups.lastFailure && (
        <Alert color="orange" title={t('system.backups.noneTitle')}>
          {t('system.backups.none')}
        </Alert>
      )}
      {!backups.databaseIncluded && <Alert color="blue">{t('system.backups.postgres')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('system.server.title')}
          </Title>
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
            <Fact label={t('system.server.version')}>{view.version}</Fact>
            <Fact label={t('system.server.engine')}>{view.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}</Fact>
            <Fact label={t('system.server.database')}>{formatBytes(view.databaseBytes)}</Fact>
            <Fact label={t('system.server.files')}>
              {t('system.server.filesValue', { count: view.files, files: formatCount(view.files), size: formatBytes(view.filesBytes) })}
            </Fact>
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('system.backups.title')}
          </Title>
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
            <Fact label={t('system.backups.lastGood')} strong>
              {backups.lastGoodAt ? (
                <>
                  {formatAgo(backups.lastGoodAt)}
                  <Text span inherit c="dimmed">
                    {' '}
                    ({dateTime(backups.lastGoodAt)})
                  </Text>
                </>
              ) : (
                t('system.backups.never')
              )}
            </Fact>
            <Fact label={t('system.backups.schedule')}>
              {backups.everySeconds ? period(backups.everySeconds, t) : t('system.backups.off')}
            </Fact>
            <Fact label={t('system.backups.keep')}>
              {keep ? t('system.backups.keepValue', { hourly: Number(keep[1]), daily: Number(keep[2]) }) : backups.keep}
            </Fact>
            <Fact label={t('system.backups.failures')}>{formatCount(backups.failures)}</Fact>
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('system.backups.dir', { dir: backups.dir })}
          </Text>
        </Card>
      </SimpleGrid>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          {t('system.archives.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('system.archives.count', { count: backups.archives.length })}
        </Text>
      </Group>
      {backups.archives.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('system.archives.empty')}
        </Text>
      ) : (
        <DataTable columns={columns} rows={backups.archives} rowKey={(archive) => archive.name} minWidth={560} />
      )}
    </Stack>
  );
}
