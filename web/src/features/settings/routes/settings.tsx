import { Button, Grid, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANCHES_PER_PAGE, useBranches, type Branch, type BranchSearchColumn } from '@/features/settings/api/get-extensions';
import { BranchCard } from '@/features/settings/components/branch-card';
import { BranchEditor } from '@/features/settings/components/branch-editor';
import { PricesCard } from '@/features/settings/components/prices-card';
import { ProfilesCard } from '@/features/settings/components/profiles-card';
import { ListPager } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Can } from '@/lib/permissions';

/**
 * Paramètre: the agency's branches (cards, and the form of the one opened beside them), with the
 * prices, the profiles and `tools` (cards from other features, composed by the app).
 */
export function SettingsRoute({ tools }: { tools?: ReactNode }) {
  const { t } = useTranslation();
  // Below the md breakpoint there is no room beside the list: the form opens in a drawer.
  const narrow = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState<{ branch: Branch | null } | null>(null);
  const search = useListSearch<BranchSearchColumn>('name');
  const { page, setPage } = search;
  const branches = useBranches({ page, search: search.search });
  const beside = editing !== null && !narrow;

  // A deletion can empty the last page: show the one that is now last.
  const lastPage = branches.data ? Math.max(1, Math.ceil(branches.data.total / BRANCHES_PER_PAGE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const columns = [
    { value: 'name' as const, label: t('settings.branches.search.name') },
    { value: 'city' as const, label: t('settings.branches.search.city') },
    { value: 'country' as const, label: t('settings.branches.search.country') },
  ];

  return (
    <Stack>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Can permission="afficher prix">
          <PricesCard />
        </Can>
        {tools}
        <Can permission="afficher profil">
          <ProfilesCard />
        </Can>
      </SimpleGrid>

      <Group justify="space-between" align="flex-end" gap="sm" mt="md">
        <Title order={2} size="h3">
          {t('settings.branches.title')}
        </Title>
        <Group gap="xs">
          <SearchToggle open={search.open} onToggle={search.toggle} />
          <Can permission="ajouter extension">
            <Button onClick={() => setEditing({ branch: null })}>{t('settings.branches.new')}</Button>
          </Can>
        </Group>
      </Group>
      <SearchFields state={search} columns={columns} />

      <Grid gap="md" align="flex-start">
        <Grid.Col span={beside ? 5 : 12}>
          <QueryContent
            query={branches}
            isEmpty={(found) => found.total === 0}
            emptyText={search.search ? t('settings.branches.noMatch') : t('settings.branches.empty')}
          >
            {(found) => (
              <Stack>
                <SimpleGrid cols={beside ? 1 : { base: 1, sm: 2, lg: 3 }}>
                  {found.items.map((branch) => (
                    <BranchCard
                      key={branch.id}
                      branch={branch}
                      selected={editing?.branch?.id === branch.id}
                      onOpen={() => setEditing({ branch })}
                    />
                  ))}
                </SimpleGrid>
                <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
              </Stack>
            )}
          </QueryContent>
        </Grid.Col>
        {beside && (
          <Grid.Col span={7}>
            <BranchEditor editing={editing} asDrawer={false} onClose={() => setEditing(null)} onSaved={(branch) => setEditing({ branch })} />
          </Grid.Col>
        )}
      </Grid>
      {narrow && (
        <BranchEditor editing={editing} asDrawer onClose={() => setEditing(null)} onSaved={(branch) => setEditing({ branch })} />
      )}
    </Stack>
  );
}
