import { Anchor, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useManifest, type ManifestDetail } from '@/features/manifests/api/get-manifest';
import { useMyManifest } from '@/features/manifests/api/get-my-manifest';
import { ManifestSheets, printsPassengers, sheetCount } from '@/features/manifests/components/manifest-sheets';
import { PageHeader } from '@/components/page-header';
import { PrintButton } from '@/components/print/print-button';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The printable manifest, /manifests/:id/print: one A4 sheet per destination, and the passenger list. */
export function ManifestPrintRoute() {
  const { id } = useParams();
  const manifest = useManifest(Number(id));
  return <PrintPage query={manifest} back={paths.manifest(Number(id))} />;
}

/** The printable manifest of one of the signed-in pilot's manifests. */
export function MyManifestPrintRoute() {
  const { id } = useParams();
  const manifest = useMyManifest(Number(id));
  return <PrintPage query={manifest} back={paths.myManifest(Number(id))} />;
}

function PrintPage({ query, back }: { query: UseQueryResult<ManifestDetail>; back: string }) {
  const { t } = useTranslation();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const backLink = (
    <Anchor component={Link} to={back} size="sm">
      ← {t('manifests.print.back')}
    </Anchor>
  );
  if (notFound) {
    return (
      <Stack>
        {backLink}
        <PageHeader title={t('manifests.detail.notFoundTitle')} subtitle={t('manifests.detail.notFound')} />
      </Stack>
    );
  }
  const ref = query.data?.ref_manifest ?? '';
  return (
    <Stack>
      {backLink}
      <PageHeader
        title={t('manifests.print.title', { ref })}
        subtitle={
          query.data
            ? t(printsPassengers(query.data) ? 'manifests.print.subtitleWithPassengers' : 'manifests.print.subtitle', {
                count: sheetCount(query.data),
              })
            : undefined
        }
        actions={query.data && <PrintButton />}
      />
      <QueryContent query={query}>{(manifest) => <ManifestSheets manifest={manifest} />}</QueryContent>
    </Stack>
  );
}
