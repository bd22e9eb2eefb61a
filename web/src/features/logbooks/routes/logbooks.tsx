import { useTranslation } from 'react-i18next';
import { LOGBOOKS_PER_PAGE, logbookSearchColumns, logbooksQueryOptions } from '@/features/logbooks/api/get-logbooks';
import { LogbookModal } from '@/features/logbooks/components/logbook-modal';
import { LogbooksTable } from '@/features/logbooks/components/logbooks-table';
import { RecordListScreen } from '@/components/record-list-screen';

/** Logbooks: one per aircraft, with how many flights each holds and the aircraft's counters. */
export function LogbooksRoute() {
  const { t } = useTranslation();
  return (
    <RecordListScreen
      title={t('logbooks.title')}
      subtitle={t('logbooks.subtitle')}
      searchColumns={logbookSearchColumns}
      searchLabel={(column) => t(`logbooks.search.${column}`)}
      queryOptions={logbooksQueryOptions}
      perPage={LOGBOOKS_PER_PAGE}
      aircraftFilter
      emptyText={t('logbooks.empty')}
      noMatchText={t('logbooks.noMatch')}
      create={{
        permission: 'ajouter logbook',
        label: t('logbooks.new'),
        form: ({ opened, onClose }) => <LogbookModal opened={opened} onClose={onClose} logbook={null} />,
      }}
    >
      {(rows, offset) => <LogbooksTable rows={rows} offset={offset} />}
    </RecordListScreen>
  );
}
