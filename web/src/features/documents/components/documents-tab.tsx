import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AircraftDocument } from '@/features/documents/api/get-documents';
import { DocumentModal } from '@/features/documents/components/document-modal';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { withQuery } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/** An aircraft's documents, the soonest to expire first, on its page. */
export function DocumentsTab({ planeId, rows }: { planeId: number; rows: readonly AircraftDocument[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <PlaneTabContent
      listPath={withQuery(paths.documents, { planeId })}
      listLabel={t('documents.tab.list')}
      empty={rows.length === 0}
      emptyText={t('documents.tab.empty')}
      actions={
        <Can permission="ajouter document">
          <Button size="compact-md" onClick={() => setAdding(true)}>
            {t('documents.new')}
          </Button>
          <DocumentModal opened={adding} onClose={() => setAdding(false)} document={null} planeId={planeId} />
        </Can>
      }
    >
      <DocumentsTable rows={rows} showPlane={false} />
    </PlaneTabContent>
  );
}
