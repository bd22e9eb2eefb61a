import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSPECTIONS_PER_PAGE,
  inspectionSearchColumns,
  useInspections,
  type InspectionSearchColumn,
} from '@/features/inspections/api/get-inspections';
import { InspectionModal } from '@/features/inspections/components/inspection-modal';
import { InspectionsTable } from '@/features/inspections/components/inspections-table';
import { AircraftFilter, usePlaneParam } from '@/components/aircraft-select';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

/** Inspections: the fleet's inspection programme, when each was last done and what remains. */
export function InspectionsRoute() {
  const { t } = useTranslation();
  const [planeId, setPlaneId] = usePlaneParam();
  const search = useListSearch<InspectionSearchColumn>('description', String(planeId));
  const inspections = useInspections({ planeId, page: search.page, search: search.search });
  useLastPageKept(search.page, search.setPage, inspections.data?.total, INSPECTIONS_PER_PAGE);
  const [adding, setAdding] = useState(false);
  const columns = inspectionSearchColumns.map((value) => ({ value, label: t(`inspections.search.${value}`) }));

  return (
    <Stack>
      <PageHeader
        title={t('inspections.title')}
        subtitle={t('inspections.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter inspection">
              <Button onClick={() => setAdding(true)}>{t('inspections.new')}</Button>
            </Can>
          </>
        }
      />
      <Group align="flex-end" gap="sm">
        <AircraftFilter value={planeId} onChange={setPlaneId} />
      </Group>
      <SearchFields state={search} columns={columns} />
      <PagedQueryContent
        query={inspections}
        page={search.page}
        onPageChange={search.setPage}
        emptyText={search.search || planeId !== null ? t('inspections.noMatch') : t('inspections.empty')}
      >
        {(found) => <InspectionsTable rows={found.items} offset={(search.page - 1) * INSPECTIONS_PER_PAGE} />}
      </PagedQueryContent>
      <InspectionModal opened={adding} onClose={() => setAdding(false)} inspection={null} planeId={planeId} />
    </Stack>
  );
}
