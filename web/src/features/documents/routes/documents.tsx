import { useTranslation } from 'react-i18next';
import { DOCUMENTS_PER_PAGE, documentSearchColumns, documentsQueryOptions } from '@/features/documents/api/get-documents';
import { useNewDocument } from '@/features/documents/components/document-modal';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { RecordListScreen } from '@/components/record-list-screen';

/** Documents: the fleet's papers, the soonest to expire first, each with its file. */
export function DocumentsRoute() {
  const { t } = useTranslation();
  const create = useNewDocument();
  return (
    <RecordListScreen
      title={t('documents.title')}
      subtitle={t('documents.subtitle')}
      searchColumns={documentSearchColumns}
      searchLabel={(column) => t(`documents.search.${column}`)}
      queryOptions={documentsQueryOptions}
      perPage={DOCUMENTS_PER_PAGE}
      aircraftFilter
      emptyText={t('documents.empty')}
      noMatchText={t('documents.noMatch')}
      create={create}
    >
      {(rows, offset) => <DocumentsTable rows={rows} offset={offset} />}
    </RecordListScreen>
  );
}
