import { useTranslation } from 'react-i18next';
import type { AircraftDocument } from '@/features/documents/api/get-documents';
import { useNewDocument } from '@/features/documents/components/document-modal';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { paths } from '@/lib/paths';

/** An aircraft's documents, the soonest to expire first, on its page. */
export function DocumentsTab({ planeId, rows }: { planeId: number; rows: readonly AircraftDocument[] }) {
  const { t } = useTranslation();
  const create = useNewDocument();
  return (
    <PlaneTabContent
      planeId={planeId}
      create={create}
      listPath={paths.documents}
      listLabel={t('documents.tab.list')}
      empty={rows.length === 0}
      emptyText={t('documents.tab.empty')}
    >
      <DocumentsTable rows={rows} showPlane={false} />
    </PlaneTabContent>
  );
}
