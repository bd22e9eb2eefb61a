import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPOSANTS_PER_PAGE, composantSearchColumns, useComposants, type ComposantSearchColumn } from '@/features/composants/api/get-composants';
import { ComposantModal } from '@/features/composants/components/composant-modal';
import { ComposantsTable } from '@/features/composants/components/composants-table';
import { AircraftFilter, usePlaneParam } from '@/components/aircraft-select';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

/** Composants: the engines, propellers and APUs, where each is installed and its counters. */
export function ComposantsRoute() {
  const { t } = useTranslation();
  const [planeId, setPlaneId] = usePlaneParam();
  const search = useListSearch<ComposantSearchColumn>('immatriculation', String(planeId));
  const composants = useComposants({ planeId, page: search.page, search: search.search });
  useLastPageKept(search.page, search.setPage, composants.data?.total, COMPOSANTS_PER_PAGE);
  const [adding, setAdding] = useState(false);
  const columns = composantSearchColumns.map((value) => ({ value, label: t(`composants.search.${value}`) }));

  return (
    <Stack>
      <PageHeader
        title={t('composants.title')}
        subtitle={t('composants.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter composant">
              <Button onClick={() => setAdding(true)}>{t('composants.new')}</Button>
            </Can>
          </>
        }
      />
      <Group align="flex-end" gap="sm">
        <AircraftFilter value={planeId} onChange={setPlaneId} />
      </Group>
      <SearchFields state={search} columns={columns} />
      <PagedQueryContent
        query={composants}
        page={search.page}
        onPageChange={search.setPage}
        emptyText={search.search || planeId !== null ? t('composants.noMatch') : t('composants.empty')}
      >
        {(found) => <ComposantsTable rows={found.items} offset={(search.page - 1) * COMPOSANTS_PER_PAGE} />}
      </PagedQueryContent>
      <ComposantModal opened={adding} onClose={() => setAdding(false)} composant={null} planeId={planeId} />
    </Stack>
  );
}
