import { useTranslation } from 'react-i18next';
import type { Composant } from '@/features/composants/api/get-composants';
import { useNewComposant } from '@/features/composants/components/composant-modal';
import { ComposantsTable } from '@/features/composants/components/composants-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { paths } from '@/lib/paths';

/** The components installed on an aircraft now, on its page; a new one is installed on it. */
export function ComposantsTab({ planeId, rows }: { planeId: number; rows: readonly Composant[] }) {
  const { t } = useTranslation();
  const create = useNewComposant();
  return (
    <PlaneTabContent
      planeId={planeId}
      create={create}
      listPath={paths.composants}
      listLabel={t('composants.tab.list')}
      empty={rows.length === 0}
      emptyText={t('composants.tab.empty')}
    >
      <ComposantsTable rows={rows} showPlane={false} />
    </PlaneTabContent>
  );
}
