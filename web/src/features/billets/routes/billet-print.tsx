import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBillet } from '@/features/billets/api/get-billet';
import { useFlightBranch } from '@/features/billets/api/get-flight-branch';
import { useMyBillet } from '@/features/billets/api/get-my-billets';
import { BilletSheet } from '@/features/billets/components/billet-sheet';
import type { Billet } from '@/features/billets/types';
import { PrintButton } from '@/components/print/print-button';
import { RecordPage } from '@/components/record-page';
import { paths } from '@/lib/paths';

/** The printable ticket, /billets/:id/print: one A5 page. */
export function BilletPrintRoute() {
  const { id } = useParams();
  const billet = useBillet(Number(id));
  return <PrintPage query={billet} back={paths.billet(Number(id))} backLabel="billets.print.back" />;
}

/** The printable ticket of one of the signed-in client's tickets; anyone else's is not found. */
export function MyBilletPrintRoute() {
  const { id } = useParams();
  const billet = useMyBillet(Number(id));
  return <PrintPage query={billet} back={paths.myBillets} backLabel="billets.print.backMine" />;
}

function PrintPage({
  query,
  back,
  backLabel,
}: {
  query: UseQueryResult<Billet>;
  back: string;
  backLabel: 'billets.print.back' | 'billets.print.backMine';
}) {
  const { t } = useTranslation();
  return (
    <RecordPage
      query={query}
      back={{ to: back, label: t(backLabel) }}
      notFound={{ title: t('billets.detail.notFoundTitle'), text: t('billets.detail.notFound') }}
      title={t('billets.print.title', { ref: query.data?.ref_billet ?? '' })}
      actions={query.data && <PrintButton />}
    >
      {(billet) => <SheetWithHeader billet={billet} />}
    </RecordPage>
  );
}

/** The sheet, once the branch of its header is known (its address, legal ids and logo). */
function SheetWithHeader({ billet }: { billet: Billet }) {
  const { t } = useTranslation();
  const { branch } = useFlightBranch(billet.manifest);
  if (!branch) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <BilletSheet billet={billet} branch={branch} />;
}
