import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Inspection } from '@/features/inspections/api/get-inspections';
import { InspectionModal } from '@/features/inspections/components/inspection-modal';
import { InspectionsTable } from '@/features/inspections/components/inspections-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { withQuery } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/** An aircraft's inspection programme, on its page. */
export function InspectionsTab({ planeId, rows }: { planeId: number; rows: readonly Inspection[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <PlaneTabContent
      listPath={withQuery(paths.inspections, { planeId })}
      listLabel={t('inspections.tab.list')}
      empty={rows.length === 0}
      emptyText={t('inspections.tab.empty')}
      actions={
        <Can permission="ajouter inspection">
          <Button size="compact-md" onClick={() => setAdding(true)}>
            {t('inspections.new')}
          </Button>
          <InspectionModal opened={adding} onClose={() => setAdding(false)} inspection={null} planeId={planeId} />
        </Can>
      }
    >
      <InspectionsTable rows={rows} showPlane={false} />
    </PlaneTabContent>
  );
}
