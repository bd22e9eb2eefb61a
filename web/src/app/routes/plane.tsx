import { useTranslation } from 'react-i18next';
import { ComposantsTab } from '@/features/composants/components/composants-tab';
import { DocumentsTab } from '@/features/documents/components/documents-tab';
import { InspectionsTab } from '@/features/inspections/components/inspections-tab';
import { LogbookPanel } from '@/features/logbooks/components/logbook-panel';
import { PiecesTab } from '@/features/pieces/components/pieces-tab';
import { PlaneRoute, type PlaneTab } from '@/features/planes/routes/plane';
import type { PlaneDetail } from '@/lib/api/airworthiness';

/**
 * An aircraft's page, with the tabs of the other airworthiness features composed in (features do
 * not import each other): each only when the server sent its block, i.e. the user may read it.
 */
export function PlanePage() {
  const { t } = useTranslation();
  const tabs = (plane: PlaneDetail): PlaneTab[] => {
    const shown: PlaneTab[] = [];
    if (plane.components) {
      shown.push({
        value: 'composants',
        label: t('planes.detail.tabs.composants'),
        count: plane.components.length,
        content: <ComposantsTab planeId={plane.id} rows={plane.components} />,
      });
    }
    if (plane.pieces) {
      shown.push({
        value: 'pieces',
        label: t('planes.detail.tabs.pieces'),
        count: plane.pieces.length,
        content: <PiecesTab planeId={plane.id} rows={plane.pieces} />,
      });
    }
    if (plane.inspections) {
      shown.push({
        value: 'inspections',
        label: t('planes.detail.tabs.inspections'),
        count: plane.inspections.length,
        content: <InspectionsTab planeId={plane.id} rows={plane.inspections} />,
      });
    }
    if (plane.documents) {
      shown.push({
        value: 'documents',
        label: t('planes.detail.tabs.documents'),
        count: plane.documents.length,
        content: <DocumentsTab planeId={plane.id} rows={plane.documents} />,
      });
    }
    // `logbook` is null both when the aircraft has none and when the user may not read it; the
    // entries tell them apart (an empty list, or null).
    if (plane.entries) {
      shown.push({
        value: 'logbook',
        label: t('planes.detail.tabs.logbook'),
        count: null,
        content: <LogbookPanel logbook={plane.logbook} entries={plane.entries} plaque={plane.immatriculation} />,
      });
    }
    return shown;
  };
  return <PlaneRoute tabs={tabs} />;
}
