import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useManifest, type ManifestDetail } from '@/features/manifests/api/get-manifest';
import { useMyManifest } from '@/features/manifests/api/get-my-manifest';
import { ManifestSheets, printsPassengers, sheetCount } from '@/features/manifests/components/manifest-sheets';
import { PrintButton } from '@/components/print/print-button';
import { RecordPage } from '@/components/record-page';
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
  return (
    <RecordPage
      query={query}
      back={{ to: back, label: t('manifests.print.back') }}
      notFound={{ title: t('manifests.detail.notFoundTitle'), text: t('manifests.detail.notFound') }}
      title={t('manifests.print.title', { ref: query.data?.ref_manifest ?? '' })}
      subtitle={
        query.data
          ? t(printsPassengers(query.data) ? 'manifests.print.subtitleWithPassengers' : 'manifests.print.subtitle', {
              count: sheetCount(query.data),
            })
          : undefined
      }
      actions={query.data && <PrintButton />}
    >
      {(manifest) => <ManifestSheets manifest={manifest} />}
    </RecordPage>
  );
}
