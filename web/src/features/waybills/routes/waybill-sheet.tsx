import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMyWaybill } from '@/features/waybills/api/get-my-waybill';
import { useWaybill, type WaybillDetail } from '@/features/waybills/api/get-waybill';
import { WaybillLines } from '@/features/waybills/components/waybill-lines';
import { WaybillSheet } from '@/features/waybills/components/waybill-sheet';
import { PrintButton } from '@/components/print/print-button';
import { RecordPage } from '@/components/record-page';
import { paths } from '@/lib/paths';
import { useIsPhone } from '@/lib/responsive';

/** BORDEREAU DE ROUTE of any waybill, at /waybills/:id ('Visualiser'). */
export function WaybillSheetRoute() {
  const { id } = useParams();
  const waybill = useWaybill(Number(id));
  return <SheetPage query={waybill} back={paths.waybills} backLabel="waybills.sheet.back" />;
}

/** The sheet of one of the signed-in driver's waybills; anyone else's is not found. */
export function MyWaybillSheetRoute() {
  const { id } = useParams();
  const waybill = useMyWaybill(Number(id));
  return <SheetPage query={waybill} back={paths.myWaybills} backLabel="waybills.sheet.backMine" />;
}

/** A printable page: a way back, its title, the print button, then the sheet (the only thing printed). */
function SheetPage({
  query,
  back,
  backLabel,
}: {
  query: UseQueryResult<WaybillDetail>;
  back: string;
  backLabel: 'waybills.sheet.back' | 'waybills.sheet.backMine';
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <RecordPage
      query={query}
      back={{ to: back, label: t(backLabel) }}
      notFound={{ title: t('waybills.sheet.notFoundTitle'), text: t('waybills.sheet.notFound') }}
      title={query.data ? t('waybills.sheet.pageTitle', { ref: query.data.ref_waybill }) : t('waybills.sheet.pageTitleLoading')}
      actions={query.data && <PrintButton />}
    >
      {(waybill) => (
        <Stack gap="lg">
          <WaybillSheet waybill={waybill} />
          {phone && <WaybillLines waybill={waybill} />}
        </Stack>
      )}
    </RecordPage>
  );
}
