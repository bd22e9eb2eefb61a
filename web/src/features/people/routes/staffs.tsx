import { Button, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PersonSearchColumn } from '@/features/people/api/get-users';
import { PeopleList } from '@/features/people/components/people-list';
import { PersonFormModal } from '@/features/people/components/person-form-modal';
import { usePersonSearchColumns } from '@/features/people/components/person-search-columns';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import type { User } from '@/lib/auth';
import { Can } from '@/lib/permissions';
import { useUserCounts, type ProfileCount } from '@/lib/shared-api/get-user-counts';

/** Drivers and external persons are listed as a table, the other profiles as cards (spec §2). */
const TABLE_PROFILES: readonly ProfileCount['code'][] = ['chauffeur', 'externe'];
const TAB_PARAM = 'profil';

/** The staff by profile: one tab per profile but the clients', the drivers' first shown. */
export function StaffsRoute() {
  const { t } = useTranslation();
  const counts = useUserCounts();
  const [params, setParams] = useSearchParams();
  const tabs = (counts.data ?? []).filter((profile) => profile.code !== 'client');
  const current =
    tabs.find((profile) => String(profile.profileId) === params.get(TAB_PARAM)) ??
    tabs.find((profile) => profile.code === 'chauffeur') ??
    tabs.at(0);

  const search = useListSearch<PersonSearchColumn>('name', String(current?.profileId));
  const columns = usePersonSearchColumns();
  const [modal, setModal] = useState<{ opened: boolean; person: User | null }>({ opened: false, person: null });
  const edit = (person: User | null) => setModal({ opened: true, person });

  return (
    <Stack>
      <PageHeader
        title={t('people.staffs.title')}
        subtitle={t('people.staffs.subtitle')}
        documentTitle={t('people.staffs.documentTitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            {current && (
              <Can permission="ajouter personnel">
                <Button onClick={() => edit(null)}>{t('people.staffs.new', { profile: current.name })}</Button>
              </Can>
            )}
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <QueryContent query={counts} isEmpty={() => !current} emptyText={t('people.staffs.noProfile')}>
        {() =>
          current && (
            <Tabs
              value={String(current.profileId)}
              onChange={(value) => value && setParams({ [TAB_PARAM]: value }, { replace: true })}
            >
              <Tabs.List mb="md">
                {tabs.map((profile) => (
                  <Tabs.Tab key={profile.profileId} value={String(profile.profileId)}>
                    {t('people.staffs.tab', { profile: profile.name, total: profile.count })}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value={String(current.profileId)}>
                <PeopleList
                  profileId={current.profileId}
                  layout={TABLE_PROFILES.includes(current.code) ? 'table' : 'cards'}
                  search={search}
                  emptyText={t('people.staffs.empty')}
                  onEdit={edit}
                />
              </Tabs.Panel>
            </Tabs>
          )
        }
      </QueryContent>
      {current && (
        <PersonFormModal
          opened={modal.opened}
          onClose={() => setModal((shown) => ({ ...shown, opened: false }))}
          person={modal.person}
          profile={{ id: current.profileId, name: current.name }}
          newTitle={t('people.staffs.new', { profile: current.name })}
        />
      )}
    </Stack>
  );
}
