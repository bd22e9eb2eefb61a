import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanes, type PlaneSearchColumn } from '@/features/planes/api/get-planes';
import { PlaneCard } from '@/features/planes/components/plane-card';
import { PlaneModal } from '@/features/planes/components/plane-modal';
import { ListPager } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Can } from '@/lib/permissions';

/** Avions: the fleet as cards, searchable by registration, series or manufacturer. */
export function PlanesRoute() {
  const { t } = useTranslation();
  const search = useListSearch<PlaneSearchColumn>('immatriculation');
  const planes = usePlanes({ page: search.page, search: search.search });
  const [adding, setAdding] = useState(false);
  const columns = [
    { value: 'immatriculation' as const, label: t('planes.search.immatriculation') },
    { value: 'serie' as const, label: t('planes.search.serie') },
    { value: 'constructeur' as const, label: t('planes.search.constructeur') },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('planes.title')}
        subtitle={t('planes.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter avion">
              <Button onClick={() => setAdding(true)}>{t('planes.new')}</Button>
            </Can>
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <QueryContent
        query={planes}
        isEmpty={(found) => found.total === 0}
        emptyText={search.search ? t('planes.noMatch') : t('planes.empty')}
      >
        {(found) => (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {found.items.map((plane) => (
                <PlaneCard key={plane.id} plane={plane} />
              ))}
            </SimpleGrid>
            <ListPager total={found.total} perPage={found.per_page} page={search.page} onChange={search.setPage} />
          </Stack>
        )}
      </QueryContent>
      <PlaneModal opened={adding} onClose={() => setAdding(false)} plane={null} />
    </Stack>
  );
}
