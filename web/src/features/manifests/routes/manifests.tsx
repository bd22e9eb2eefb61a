import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManifestCounts } from '@/features/manifests/api/get-manifest-counts';
import {
  MANIFESTS_PER_PAGE,
  manifestStatuses,
  useManifests,
  type Manifest,
  type ManifestSearchColumn,
  type ManifestStatus,
} from '@/features/manifests/api/get-manifests';
import { ManifestCard, type ManifestCardExtras } from '@/features/manifests/components/manifest-card';
import { ManifestFormModal } from '@/features/manifests/components/manifest-form-modal';
import { ManifestsTable } from '@/features/manifests/components/manifests-table';
import { ValidateModal } from '@/features/manifests/components/validate-modal';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { currentSearch, SearchFields, SearchToggle, type ListSearchState } from '@/components/list-search';
import { CountedTabs, useTabbedListSearch } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/**
 * Manifeste: those in preparation as cards, the arrived ones as a table; searchable by reference,
 * aircraft, destination or pilot. `cardExtras`: what other features add to the cards (composed by the app).
 */
export function ManifestsRoute({ cardExtras }: { cardExtras?: ManifestCardExtras } = {}) {
  const { t } = useTranslation();
  const { tab: status, changeTab, search } = useTabbedListSearch<ManifestStatus, ManifestSearchColumn>({
    param: 'statut',
    tabs: manifestStatuses,
    fallback: 'EnCours',
    defaultColumn: 'ref_manifest',
  });
  const counts = useManifestCounts(currentSearch(search));
  const [form, setForm] = useState<{ opened: boolean; manifest: Manifest | null }>({ opened: false, manifest: null });
  const [validating, setValidating] = useState<Manifest | null>(null);

  const columns: { value: ManifestSearchColumn; label: string }[] = [
    { value: 'ref_manifest', label: t('manifests.search.reference') },
    { value: 'plane.ref', label: t('manifests.search.plane') },
    { value: 'destination.city', label: t('manifests.search.destination') },
    { value: 'pilot.name', label: t('manifests.search.pilot') },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('manifests.title', { status: t(`manifests.status.${status}`) })}
        documentTitle={t('manifests.documentTitle')}
        subtitle={t(`manifests.subtitle.${status}`)}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter manifeste">
              <Button onClick={() => setForm({ opened: true, manifest: null })}>{t('manifests.new')}</Button>
            </Can>
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <CountedTabs
        value={status}
        tabs={manifestStatuses}
        onChange={changeTab}
        counts={counts.data}
        search={currentSearch(search)}
        label={(value) => t(`manifests.status.${value}`)}
        countedLabel={(label, count) => t('manifests.tab', { status: label, count })}
      >
        <ManifestsList
          status={status}
          search={search}
          onEdit={(manifest) => setForm({ opened: true, manifest })}
          onValidate={setValidating}
          cardExtras={cardExtras}
        />
      </CountedTabs>
      <ManifestFormModal
        opened={form.opened}
        onClose={() => setForm((shown) => ({ ...shown, opened: false }))}
        manifest={form.manifest}
      />
      <ValidateModal manifest={validating} onClose={() => setValidating(null)} />
    </Stack>
  );
}

function ManifestsList({
  status,
  search,
  onEdit,
  onValidate,
  cardExtras,
}: {
  status: ManifestStatus;
  search: ListSearchState<ManifestSearchColumn>;
  onEdit: (manifest: Manifest) => void;
  onValidate: (manifest: Manifest) => void;
  cardExtras?: ManifestCardExtras;
}) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const searched = currentSearch(search);
  const manifests = useManifests({ status, page, search: searched });
  // A deletion or a validation can empty the last page: show the one that is now last.
  useLastPageKept(page, setPage, manifests.data?.total, MANIFESTS_PER_PAGE);

  return (
    <PagedQueryContent
      query={manifests}
      page={page}
      onPageChange={setPage}
      emptyText={searched ? t('manifests.noMatch') : t(`manifests.empty.${status}`)}
    >
      {(found) =>
        status === 'EnCours' ? (
          found.items.map((manifest) => (
            <ManifestCard
              key={manifest.id}
              manifest={manifest}
              links={{ detail: paths.manifest(manifest.id), print: paths.manifestPrint(manifest.id) }}
              onEdit={onEdit}
              onValidate={onValidate}
              extras={cardExtras}
            />
          ))
        ) : (
          <ManifestsTable manifests={found.items} offset={(found.page - 1) * found.per_page} detailPath={paths.manifest} />
        )
      }
    </PagedQueryContent>
  );
}
