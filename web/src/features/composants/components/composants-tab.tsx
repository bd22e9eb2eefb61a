import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Composant } from '@/features/composants/api/get-composants';
import { ComposantModal } from '@/features/composants/components/composant-modal';
import { ComposantsTable } from '@/features/composants/components/composants-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { withQuery } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/** The components installed on an aircraft now, on its page; a new one is installed on it. */
export function ComposantsTab({ planeId, rows }: { planeId: number; rows: readonly Composant[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <PlaneTabContent
      listPath={withQuery(paths.composants, { planeId })}
      listLabel={t('composants.tab.list')}
      empty={rows.length === 0}
      emptyText={t('composants.tab.empty')}
      actions={
        <Can permission="ajouter composant">
          <Button size="compact-md" onClick={() => setAdding(true)}>
            {t('composants.new')}
          </Button>
          <ComposantModal opened={adding} onClose={() => setAdding(false)} composant={null} planeId={planeId} />
        </Can>
      }
    >
      <ComposantsTable rows={rows} showPlane={false} />
    </PlaneTabContent>
  );
}
