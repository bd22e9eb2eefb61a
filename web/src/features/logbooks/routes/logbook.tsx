import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ENTRIES_PER_PAGE, useEntries } from '@/features/logbooks/api/get-entries';
import { useLogbook } from '@/features/logbooks/api/get-logbook';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';
import { EntriesTable, PageTotals } from '@/features/logbooks/components/entries-table';
import { EntryModal } from '@/features/logbooks/components/entry-modal';
import { CounterFacts } from '@/components/airworthiness/counter-facts';
import { ListPager, useLastPageKept } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { isNotFound } from '@/components/record-page';
import type { EntryView } from '@/lib/api/airworthiness';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/** An aircraft's logbook: its flights, newest first, page by page with the totals brought and carried forward. */
export function LogbookRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const logbook = useLogbook(Number(id));
  const notFound = isNotFound(logbook.error);
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.logbooks} size="sm">
          {t('logbooks.title')}
        </Anchor>
        <Text size="sm">{logbook.data?.plaque ?? t('logbooks.page.title')}</Text>
      </Breadcrumbs>
      {notFound ? (
        <PageHeader title={t('logbooks.page.notFoundTitle')} subtitle={t('logbooks.page.notFound')} />
      ) : (
        <QueryContent query={logbook}>{(found) => <LogbookPage logbook={found} />}</QueryContent>
      )}
    </Stack>
  );
}

function LogbookPage({ logbook }: { logbook: Logbook }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const entries = useEntries(logbook.id, page);
  useLastPageKept(page, setPage, entries.data?.total, ENTRIES_PER_PAGE);
  const [editing, setEditing] = useState<{ entry: EntryView | null; opened: boolean }>({ entry: null, opened: false });
  const subtitle = [logbook.serie, logbook.description].filter(Boolean).join(' · ');

  return (
    <Stack>
      <PageHeader
        title={t('logbooks.page.heading', { plaque: logbook.plaque })}
        subtitle={subtitle || undefined}
        actions={
          <Can permission="ajouter logbook">
            <Button onClick={() => setEditing({ entry: null, opened: true })}>{t('logbooks.page.newEntry')}</Button>
          </Can>
        }
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="logbook-counters">
        <Group justify="space-between" align="baseline" mb="sm">
          <Title order={2} size="h5" id="logbook-counters">
            {t('logbooks.page.counters', { plaque: logbook.plaque })}
          </Title>
          <Anchor component={Link} to={paths.plane(logbook.planecomposantId)} size="sm">
            {t('logbooks.page.openPlane', { plaque: logbook.plaque })}
          </Anchor>
        </Group>
        <CounterFacts counters={logbook} label={t('logbooks.page.counters', { plaque: logbook.plaque })} />
      </Paper>
      <QueryContent query={entries} isEmpty={(found) => found.total === 0} emptyText={t('logbooks.page.empty')}>
        {(found) => (
          <Stack>
            <Paper withBorder radius="md" p="md" component="section" aria-label={t('logbooks.entries.totals')}>
              <PageTotals broughtForward={found.broughtForward} carriedForward={found.carriedForward} />
            </Paper>
            <EntriesTable rows={found.items} onEdit={(entry) => setEditing({ entry, opened: true })} />
            <ListPager total={found.total} perPage={ENTRIES_PER_PAGE} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
      <EntryModal
        opened={editing.opened}
        onClose={() => setEditing((shown) => ({ ...shown, opened: false }))}
        logbook={logbook}
        entry={editing.entry}
      />
    </Stack>
  );
}
