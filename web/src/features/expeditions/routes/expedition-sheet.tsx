import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useExpedition, type ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import { useMyExpedition } from '@/features/expeditions/api/get-my-expedition';
import { ExpeditionSheet, type SheetKind } from '@/features/expeditions/components/expedition-sheet';
import { PrintButton } from '@/components/print/print-button';
import { RecordPage } from '@/components/record-page';
import { paths } from '@/lib/paths';

/** What a staff page shows under the sheet (not printed): the payments, composed in src/app. */
export type SheetExtra = (expedition: ExpeditionDetail) => ReactNode;

/** BON D'EXPÉDITION of any expedition, at /expeditions/:id/bon. */
export function ExpeditionSlipRoute({ below }: { below?: SheetExtra }) {
  const { id } = useParams();
  const expedition = useExpedition(Number(id));
  return (
    <SheetPage query={expedition} kind="slip" back={paths.expeditions} other={paths.expeditionInvoice(Number(id))} below={below} />
  );
}

/** FACTURE D'EXPÉDITION of any expedition, at /expeditions/:id/facture. */
export function ExpeditionInvoiceRoute({ below }: { below?: SheetExtra }) {
  const { id } = useParams();
  const expedition = useExpedition(Number(id));
  return (
    <SheetPage query={expedition} kind="invoice" back={paths.expeditions} other={paths.expeditionSlip(Number(id))} below={below} />
  );
}

/** The slip of one of the signed-in client's expeditions; anyone else's is not found. */
export function MyExpeditionSlipRoute() {
  const { id } = useParams();
  const expedition = useMyExpedition(Number(id));
  return <SheetPage query={expedition} kind="slip" back={paths.myExpeditions} other={null} />;
}

/**
 * A printable page: its title, a way back, the other document of the same expedition, the print
 * button, then the sheet itself (the only thing printed).
 */
function SheetPage({
  query,
  kind,
  back,
  other,
  below,
}: {
  query: UseQueryResult<ExpeditionDetail>;
  kind: SheetKind;
  back: string;
  /** The other printable of the expedition (slip ↔ invoice), when the user may see it. */
  other: string | null;
  /** What the page shows under the sheet, not printed. */
  below?: SheetExtra;
}) {
  const { t } = useTranslation();
  const ref = query.data?.ref_expedition ?? '';
  return (
    <RecordPage
      query={query}
      back={{ to: back, label: t(back === paths.myExpeditions ? 'expeditions.sheet.backMine' : 'expeditions.sheet.back') }}
      notFound={{ title: t('expeditions.sheet.notFoundTitle'), text: t('expeditions.sheet.notFound') }}
      title={t(kind === 'slip' ? 'expeditions.sheet.slipTitle' : 'expeditions.sheet.invoiceTitle', { ref })}
      actions={
        query.data && (
          <>
            {other && (
              <Button component={Link} to={other} variant="default">
                {t(kind === 'slip' ? 'expeditions.sheet.toInvoice' : 'expeditions.sheet.toSlip')}
              </Button>
            )}
            <PrintButton />
          </>
        )
      }
    >
      {(expedition) => (
        <>
          <ExpeditionSheet expedition={expedition} kind={kind} />
          {below?.(expedition)}
        </>
      )}
    </RecordPage>
  );
}
