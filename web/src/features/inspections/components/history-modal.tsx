import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInspectionHistory } from '@/features/inspections/api/get-inspection-history';
import type { Inspection } from '@/features/inspections/api/get-inspections';
import { DataTable, type Column } from '@/components/data-table';
import { ReadingModal } from '@/components/form-modal';
import { QueryContent } from '@/components/query-content';
import type { InspectionDoneView } from '@/lib/api/airworthiness';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount, formatDate } from '@/lib/format';

/** 'Historique' of an inspection: each time it was done, newest first, with the aircraft's counters then and its CRS. */
export function InspectionHistoryModal({ opened, onClose, inspection }: { opened: boolean; onClose: () => void; inspection: Inspection | null }) {
  const { t } = useTranslation();
  const history = useInspectionHistory(opened && inspection ? inspection.id : null);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: Column<InspectionDoneView>[] = [
    { key: 'date', header: t('inspections.history.date'), render: (done) => <span style={nowrap}>{formatDate(done.date)}</span> },
    {
      key: 'serie',
      header: t('inspections.history.serie'),
      render: (done) =>
        done.crs ? (
          <Anchor href={done.crs} target="_blank" rel="noopener" inherit aria-label={t('inspections.history.openCrs', { serie: done.serie })}>
            {done.serie}
          </Anchor>
        ) : (
          done.serie
        ),
    },
    { key: 'minutes', header: t('inspections.history.minutes'), render: (done) => <span style={nowrap}>{formatFlightTime(done.minutes)}</span> },
    { key: 'cycles', header: t('inspections.history.cycles'), render: (done) => formatCount(done.cycles) },
  ];
  return (
    <ReadingModal
      opened={opened}
      onClose={onClose}
      title={t('inspections.history.title', { description: inspection?.description ?? '', plane: inspection?.planeImmatriculation ?? '' })}
    >
      <QueryContent query={history} isEmpty={(rows) => rows.length === 0} emptyText={t('inspections.history.empty')}>
        {(rows) => <DataTable columns={columns} rows={rows} rowKey={(done) => done.id} minWidth={420} />}
      </QueryContent>
    </ReadingModal>
  );
}
