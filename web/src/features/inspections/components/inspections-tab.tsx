import { useTranslation } from 'react-i18next';
import type { Inspection } from '@/features/inspections/api/get-inspections';
import { useNewInspection } from '@/features/inspections/components/inspection-modal';
import { InspectionsTable } from '@/features/inspections/components/inspections-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { paths } from '@/lib/paths';

/** An aircraft's inspection programme, on its page. */
export function InspectionsTab({ planeId, rows }: { planeId: number; rows: readonly Inspection[] }) {
  const { t } = useTranslation();
  const create = useNewInspection();
  return (
    <PlaneTabContent
      planeId={planeId}
      create={create}
      listPath={paths.inspections}
      listLabel={t('inspections.tab.list')}
      empty={rows.length === 0}
      emptyText={t('inspections.tab.empty')}
    >
      <InspectionsTable rows={rows} showPlane={false} />
    </PlaneTabContent>
  );
}
