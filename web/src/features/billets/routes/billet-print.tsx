import { Anchor, Center, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBillet } from '@/features/billets/api/get-billet';
import { useFlightBranch } from '@/features/billets/api/get-flight-branch';
import { useMyBillet } from '@/features/billets/api/get-my-billets';
import { BilletSheet } from '@/features/billets/components/billet-sheet';
import type { Billet } from '@/features/billets/types';
import { PageHeader } from '@/components/page-header';
import { PrintButton } from '@/components/print/print-button';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';
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
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const backLink = (
    <Anchor component={Link} to={back} size="sm">
      ← {t(backLabel)}
    </Anchor>
  );
  if (notFound) {
    return (
      <Stack>
        {backLink}
        <PageHeader title={t('billets.detail.notFoundTitle')} subtitle={t('billets.detail.notFound')} />
      </Stack>
    );
  }
  return (
    <Stack>
      {backLink}
      <PageHeader title={t('billets.print.title', { ref: query.data?.ref_billet ?? '' })} actions={query.data && <PrintButton />} />
      <QueryContent query={query}>{(billet) => <SheetWithHeader billet={billet} />}</QueryContent>
    </Stack>
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
