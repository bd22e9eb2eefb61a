import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENTS_PER_PAGE, documentSearchColumns, useDocuments, type DocumentSearchColumn } from '@/features/documents/api/get-documents';
import { DocumentModal } from '@/features/documents/components/document-modal';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { AircraftFilter, usePlaneParam } from '@/components/aircraft-select';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

/** Documents: the fleet's papers, the soonest to expire first, each with its file. */
export function DocumentsRoute() {
  const { t } = useTranslation();
  const [planeId, setPlaneId] = usePlaneParam();
  const search = useListSearch<DocumentSearchColumn>('serie', String(planeId));
  const documents = useDocuments({ planeId, page: search.page, search: search.search });
  useLastPageKept(search.page, search.setPage, documents.data?.total, DOCUMENTS_PER_PAGE);
  const [adding, setAdding] = useState(false);
  const columns = documentSearchColumns.map((value) => ({ value, label: t(`documents.search.${value}`) }));

  return (
    <Stack>
      <PageHeader
        title={t('documents.title')}
        subtitle={t('documents.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter document">
              <Button onClick={() => setAdding(true)}>{t('documents.new')}</Button>
            </Can>
          </>
        }
      />
      <Group align="flex-end" gap="sm">
        <AircraftFilter value={planeId} onChange={setPlaneId} />
      </Group>
      <SearchFields state={search} columns={columns} />
      <PagedQueryContent
        query={documents}
        page={search.page}
        onPageChange={search.setPage}
        emptyText={search.search || planeId !== null ? t('documents.noMatch') : t('documents.empty')}
      >
        {(found) => <DocumentsTable rows={found.items} offset={(search.page - 1) * DOCUMENTS_PER_PAGE} />}
      </PagedQueryContent>
      <DocumentModal opened={adding} onClose={() => setAdding(false)} document={null} planeId={planeId} />
    </Stack>
  );
}
