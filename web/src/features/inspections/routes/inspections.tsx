import { useTranslation } from 'react-i18next';
import { INSPECTIONS_PER_PAGE, inspectionSearchColumns, inspectionsQueryOptions } from '@/features/inspections/api/get-inspections';
import { useNewInspection } from '@/features/inspections/components/inspection-modal';
import { InspectionsTable } from '@/features/inspections/components/inspections-table';
import { RecordListScreen } from '@/components/record-list-screen';

/** Inspections: the fleet's inspection programme, when each was last done and what remains. */
export function InspectionsRoute() {
  const { t } = useTranslation();
  const create = useNewInspection();
  return (
    <RecordListScreen
      title={t('inspections.title')}
      subtitle={t('inspections.subtitle')}
      searchColumns={inspectionSearchColumns}
      searchLabel={(column) => t(`inspections.search.${column}`)}
      queryOptions={inspectionsQueryOptions}
      perPage={INSPECTIONS_PER_PAGE}
      aircraftFilter
      emptyText={t('inspections.empty')}
      noMatchText={t('inspections.noMatch')}
      create={create}
    >
      {(rows, offset) => <InspectionsTable rows={rows} offset={offset} />}
    </RecordListScreen>
  );
}
