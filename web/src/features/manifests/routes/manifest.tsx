import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDeleteManifest } from '@/features/manifests/api/delete-manifest';
import { useManifest, type ManifestDetail, type ManifestLine } from '@/features/manifests/api/get-manifest';
import type { Manifest } from '@/features/manifests/api/get-manifests';
import { useMyManifest } from '@/features/manifests/api/get-my-manifest';
import { ManifestCard, type ManifestCardExtras } from '@/features/manifests/components/manifest-card';
import { ManifestFormModal } from '@/features/manifests/components/manifest-form-modal';
import { ManifestParcels } from '@/features/manifests/components/manifest-parcels';
import { ManifestPassengers } from '@/features/manifests/components/manifest-passengers';
import { ShippedModal } from '@/features/manifests/components/shipped-modal';
import { ValidateModal } from '@/features/manifests/components/validate-modal';
import { confirmDelete } from '@/components/confirm-delete';
import { RecordPage } from '@/components/record-page';
import { paths } from '@/lib/paths';

/**
 * A manifest's page, /manifests/:id: its card, its passengers, then its parcels by destination, with what may be
 * done to it. `cardExtras`: what other features add to its card (composed by the app).
 */
export function ManifestRoute({ cardExtras }: { cardExtras?: ManifestCardExtras } = {}) {
  const { id } = useParams();
  const manifest = useManifest(Number(id));
  return (
    <DetailPage query={manifest} back={paths.manifests} backLabel="manifests.detail.back">
      {(found) => <StaffManifest manifest={found} cardExtras={cardExtras} />}
    </DetailPage>
  );
}

/** One of the signed-in pilot's manifests, /my/manifests/:id, to read and print; anyone else's is not found. */
export function MyManifestRoute() {
  const { id } = useParams();
  const manifest = useMyManifest(Number(id));
  return (
    <DetailPage query={manifest} back={paths.myManifests} backLabel="manifests.detail.backMine">
      {(found) => (
        <Stack gap="xl">
          <ManifestCard manifest={found} links={{ detail: null, print: paths.myManifestPrint(found.id) }} />
          <ManifestPassengers passengers={found.billets} />
          <ManifestParcels manifest={found} />
        </Stack>
      )}
    </DetailPage>
  );
}

function DetailPage({
  query,
  back,
  backLabel,
  children,
}: {
  query: UseQueryResult<ManifestDetail>;
  back: string;
  backLabel: 'manifests.detail.back' | 'manifests.detail.backMine';
  children: (manifest: ManifestDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const ref = query.data?.ref_manifest;
  return (
    <RecordPage
      query={query}
      back={{ to: back, label: t(backLabel) }}
      notFound={{ title: t('manifests.detail.notFoundTitle'), text: t('manifests.detail.notFound') }}
      title={ref ? t('manifests.detail.title', { ref }) : t('manifests.detail.loadingTitle')}
      subtitle={t('manifests.detail.subtitle')}
    >
      {children}
    </RecordPage>
  );
}

function StaffManifest({ manifest, cardExtras }: { manifest: ManifestDetail; cardExtras?: ManifestCardExtras }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // What the server says the signed-in user may do to it.
  const rights = manifest.actions;
  const remove = useDeleteManifest();
  const [editing, setEditing] = useState(false);
  const [validating, setValidating] = useState<Manifest | null>(null);
  const [shipping, setShipping] = useState<ManifestLine | null>(null);

  const askDelete = (doomed: Manifest) =>
    confirmDelete({
      title: t('manifests.delete.title'),
      message: t('manifests.delete.message', { ref: doomed.ref_manifest }),
      onConfirm: () => remove.mutate(doomed.id, { onSuccess: () => navigate(paths.manifests) }),
    });

  return (
    <Stack gap="xl">
      <ManifestCard
        manifest={manifest}
        links={{ detail: null, print: paths.manifestPrint(manifest.id) }}
        onEdit={() => setEditing(true)}
        onValidate={setValidating}
        onDelete={askDelete}
        deleting={remove.isPending}
        extras={cardExtras}
      />
      <ManifestPassengers passengers={manifest.billets} />
      <ManifestParcels manifest={manifest} onShip={rights.ship ? setShipping : undefined} />
      <ManifestFormModal opened={editing} onClose={() => setEditing(false)} manifest={manifest} />
      <ValidateModal manifest={validating} onClose={() => setValidating(null)} />
      <ShippedModal manifestId={manifest.id} line={shipping} onClose={() => setShipping(null)} />
    </Stack>
  );
}
