import { useTranslation } from 'react-i18next';
import { COMPOSANTS_PER_PAGE, composantSearchColumns, composantsQueryOptions } from '@/features/composants/api/get-composants';
import { useNewComposant } from '@/features/composants/components/composant-modal';
import { ComposantsTable } from '@/features/composants/components/composants-table';
import { RecordListScreen } from '@/components/record-list-screen';

/** Composants: the engines, propellers and APUs, where each is installed and its counters. */
export function ComposantsRoute() {
  const { t } = useTranslation();
  const create = useNewComposant();
  return (
    <RecordListScreen
      title={t('composants.title')}
      subtitle={t('composants.subtitle')}
      searchColumns={composantSearchColumns}
      searchLabel={(column) => t(`composants.search.${column}`)}
      queryOptions={composantsQueryOptions}
      perPage={COMPOSANTS_PER_PAGE}
      aircraftFilter
      emptyText={t('composants.empty')}
      noMatchText={t('composants.noMatch')}
      create={create}
    >
      {(rows, offset) => <ComposantsTable rows={rows} offset={offset} />}
    </RecordListScreen>
  );
}
