import { useTranslation } from 'react-i18next';
import { COMPOSANTS_PER_PAGE, composantSearchColumns, composantsQueryOptions } from '@/features/composants/api/get-composants';
import { ComposantModal } from '@/features/composants/components/composant-modal';
import { ComposantsTable } from '@/features/composants/components/composants-table';
import { RecordListScreen } from '@/components/record-list-screen';

/** Composants: the engines, propellers and APUs, where each is installed and its counters. */
export function ComposantsRoute() {
  const { t } = useTranslation();
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
      create={{
        permission: 'ajouter composant',
        label: t('composants.new'),
        form: ({ opened, onClose, planeId }) => <ComposantModal opened={opened} onClose={onClose} composant={null} planeId={planeId} />,
      }}
    >
      {(rows, offset) => <ComposantsTable rows={rows} offset={offset} />}
    </RecordListScreen>
  );
}
