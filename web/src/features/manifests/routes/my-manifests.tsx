import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyManifests } from '@/features/manifests/api/get-my-manifests';
import { ManifestCard } from '@/features/manifests/components/manifest-card';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { paths } from '@/lib/paths';

/** Mes manifestes: those the signed-in pilot flies, newest first, each with its detail and its sheets. */
export function MyManifestsRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const manifests = useMyManifests(page);
  return (
    <Stack>
      <PageHeader title={t('manifests.mine.title')} subtitle={t('manifests.mine.subtitle')} />
      <QueryContent query={manifests} isEmpty={(found) => found.total === 0} emptyText={t('manifests.mine.empty')}>
        {(found) => (
          <Stack>
            {found.items.map((manifest) => (
              <ManifestCard
                key={manifest.id}
                manifest={manifest}
                links={{ detail: paths.myManifest(manifest.id), print: paths.myManifestPrint(manifest.id) }}
              />
            ))}
            <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
