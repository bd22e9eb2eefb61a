import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGBOOKS_PER_PAGE, logbookSearchColumns, useLogbooks, type LogbookSearchColumn } from '@/features/logbooks/api/get-logbooks';
import { LogbookModal } from '@/features/logbooks/components/logbook-modal';
import { LogbooksTable } from '@/features/logbooks/components/logbooks-table';
import { AircraftFilter, usePlaneParam } from '@/components/aircraft-select';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

/** Logbooks: one per aircraft, with how many flights each holds and the aircraft's counters. */
export function LogbooksRoute() {
  const { t } = useTranslation();
  const [planeId, setPlaneId] = usePlaneParam();
  const search = useListSearch<LogbookSearchColumn>('plaque', String(planeId));
  const logbooks = useLogbooks({ planeId, page: search.page, search: search.search });
  useLastPageKept(search.page, search.setPage, logbooks.data?.total, LOGBOOKS_PER_PAGE);
  const [adding, setAdding] = useState(false);
  const columns = logbookSearchColumns.map((value) => ({ value, label: t(`logbooks.search.${value}`) }));

  return (
    <Stack>
      <PageHeader
        title={t('logbooks.title')}
        subtitle={t('logbooks.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter logbook">
              <Button onClick={() => setAdding(true)}>{t('logbooks.new')}</Button>
            </Can>
          </>
        }
      />
      <Group align="flex-end" gap="sm">
        <AircraftFilter value={planeId} onChange={setPlaneId} />
      </Group>
      <SearchFields state={search} columns={columns} />
      <PagedQueryContent
        query={logbooks}
        page={search.page}
        onPageChange={search.setPage}
        emptyText={search.search || planeId !== null ? t('logbooks.noMatch') : t('logbooks.empty')}
      >
        {(found) => <LogbooksTable rows={found.items} offset={(search.page - 1) * LOGBOOKS_PER_PAGE} />}
      </PagedQueryContent>
      <LogbookModal opened={adding} onClose={() => setAdding(false)} logbook={null} />
    </Stack>
  );
}
