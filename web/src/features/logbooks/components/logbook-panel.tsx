import { Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntriesTable } from '@/features/logbooks/components/entries-table';
import { EntryModal } from '@/features/logbooks/components/entry-modal';
import { LogbookModal } from '@/features/logbooks/components/logbook-modal';
import type { EntryView, LogbookView } from '@/lib/api/airworthiness';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/**
 * An aircraft's logbook on its page: its last flights (newest first), a new entry, and the whole
 * logbook; or, while it has none, the way to open one.
 */
export function LogbookPanel({ logbook, entries, plaque }: { logbook: LogbookView | null; entries: readonly EntryView[]; plaque: string }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  if (!logbook) {
    return (
      <Stack align="center">
        <EmptyState py="md" size="sm" description={t('logbooks.panel.none', { plaque })} />
        <Can permission="ajouter logbook">
          <Button onClick={() => setAdding(true)}>{t('logbooks.new')}</Button>
        </Can>
        <LogbookModal opened={adding} onClose={() => setAdding(false)} logbook={null} plaque={plaque} />
      </Stack>
    );
  }
  return (
    <Stack>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t('logbooks.panel.summary', { count: logbook.entries, formatted: formatCount(logbook.entries) })}
        </Text>
        <Group gap="xs">
          <Can permission="ajouter logbook">
            <Button size="compact-md" onClick={() => setAdding(true)}>
              {t('logbooks.page.newEntry')}
            </Button>
          </Can>
          <Button component={Link} to={paths.logbook(logbook.id)} size="compact-md" variant="light">
            {t('logbooks.panel.open')}
          </Button>
        </Group>
      </Group>
      {entries.length > 0 && <EntriesTable rows={entries} />}
      <EntryModal opened={adding} onClose={() => setAdding(false)} logbook={logbook} entry={null} />
    </Stack>
  );
}
