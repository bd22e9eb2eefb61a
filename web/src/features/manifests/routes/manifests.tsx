import { Button, Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useManifestCounts } from '@/features/manifests/api/get-manifest-counts';
import {
  MANIFESTS_PER_PAGE,
  manifestStatuses,
  useManifests,
  type Manifest,
  type ManifestSearchColumn,
  type ManifestStatus,
} from '@/features/manifests/api/get-manifests';
import { ManifestCard } from '@/features/manifests/components/manifest-card';
import { ManifestFormModal } from '@/features/manifests/components/manifest-form-modal';
import { ManifestsTable } from '@/features/manifests/components/manifests-table';
import { ValidateModal } from '@/features/manifests/components/validate-modal';
import { SearchFields, SearchToggle, useListSearch, type ListSearchState } from '@/components/list-search';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

const TAB_PARAM = 'statut';

function isStatus(value: string | null): value is ManifestStatus {
  return manifestStatuses.some((status) => status === value);
}

/** Manifeste: those in preparation as cards, the arrived ones as a table; searchable by reference, aircraft, destination or pilot. */
export function ManifestsRoute() {
  const { t } = useTranslation();
  const counts = useManifestCounts();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const status: ManifestStatus = isStatus(requested) ? requested : 'EnCours';
  const search = useListSearch<ManifestSearchColumn>('ref_manifest', status);
  const [form, setForm] = useState<{ opened: boolean; manifest: Manifest | null }>({ opened: false, manifest: null });
  const [validating, setValidating] = useState<Manifest | null>(null);

  const columns: { value: ManifestSearchColumn; label: string }[] = [
    { value: 'ref_manifest', label: t('manifests.search.reference') },
    { value: 'plane.ref', label: t('manifests.search.plane') },
    { value: 'destination.city', label: t('manifests.search.destination') },
    { value: 'pilot.name', label: t('manifests.search.pilot') },
  ];

  const changeTab = (value: string | null) => {
    if (!isStatus(value) || value === status) return;
    // A new tab starts on page 1 (the search's scope) with no search text.
    search.setText('');
    setParams({ [TAB_PARAM]: value }, { replace: true });
  };

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
      <Tabs value={status} onChange={changeTab}>
        <Tabs.List mb="md">
          {manifestStatuses.map((value) => (
            <Tabs.Tab key={value} value={value}>
              <TabLabel status={value} count={counts.data?.find((count) => count.status === value)?.count} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={status}>
          <ManifestsList
            status={status}
            search={search}
            onEdit={(manifest) => setForm({ opened: true, manifest })}
            onValidate={setValidating}
          />
        </Tabs.Panel>
      </Tabs>
      <ManifestFormModal
        opened={form.opened}
        onClose={() => setForm((shown) => ({ ...shown, opened: false }))}
        manifest={form.manifest}
      />
      <ValidateModal manifest={validating} onClose={() => setValidating(null)} />
    </Stack>
  );
}

/** `En cours (3)`; the status alone while the counts load or when they failed. */
function TabLabel({ status, count }: { status: ManifestStatus; count: number | undefined }) {
  const { t } = useTranslation();
  const label = t(`manifests.status.${status}`);
  return count === undefined ? label : t('manifests.tab', { status: label, count });
}

function ManifestsList({
  status,
  search,
  onEdit,
  onValidate,
}: {
  status: ManifestStatus;
  search: ListSearchState<ManifestSearchColumn>;
  onEdit: (manifest: Manifest) => void;
  onValidate: (manifest: Manifest) => void;
}) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  // A cleared box (a new tab clears it) stops searching at once, without waiting for the typing pause.
  const searched = search.text.trim() === '' ? null : search.search;
  const manifests = useManifests({ status, page, search: searched });

  // A deletion or a validation can empty the last page: show the one that is now last.
  const lastPage = manifests.data ? Math.max(1, Math.ceil(manifests.data.total / MANIFESTS_PER_PAGE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  return (
    <QueryContent
      query={manifests}
      isEmpty={(found) => found.total === 0}
      emptyText={searched ? t('manifests.noMatch') : t(`manifests.empty.${status}`)}
    >
      {(found) => (
        <Stack>
          {status === 'EnCours' ? (
            found.items.map((manifest) => (
              <ManifestCard
                key={manifest.id}
                manifest={manifest}
                links={{ detail: paths.manifest(manifest.id), print: paths.manifestPrint(manifest.id) }}
                onEdit={onEdit}
                onValidate={onValidate}
              />
            ))
          ) : (
            <ManifestsTable manifests={found.items} offset={(found.page - 1) * found.per_page} detailPath={paths.manifest} />
          )}
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}
