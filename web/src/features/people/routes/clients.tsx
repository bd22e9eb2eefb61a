import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonSearchColumn } from '@/features/people/api/get-users';
import { PeopleList } from '@/features/people/components/people-list';
import { PersonFormModal } from '@/features/people/components/person-form-modal';
import { usePersonSearchColumns } from '@/features/people/components/person-search-columns';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import type { User } from '@/lib/auth';
import { Can } from '@/lib/permissions';
import { useUserCounts } from '@/lib/shared-api/get-user-counts';

/** The people holding the client profile. */
export function ClientsRoute() {
  const { t } = useTranslation();
  const counts = useUserCounts();
  const clientProfile = counts.data?.find((profile) => profile.code === 'client');
  const search = useListSearch<PersonSearchColumn>('name');
  const columns = usePersonSearchColumns();
  const [modal, setModal] = useState<{ opened: boolean; person: User | null }>({ opened: false, person: null });
  const edit = (person: User | null) => setModal({ opened: true, person });

  return (
    <Stack>
      <PageHeader
        title={t('people.clients.title')}
        subtitle={t('people.clients.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            {clientProfile && (
              <Can permission="ajouter client">
                <Button onClick={() => edit(null)}>{t('people.clients.new')}</Button>
              </Can>
            )}
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <QueryContent query={counts} isEmpty={() => !clientProfile} emptyText={t('people.clients.noProfile')}>
        {() =>
          clientProfile && (
            <PeopleList
              profileId={clientProfile.profileId}
              layout="table"
              search={search}
              emptyText={t('people.clients.empty')}
              onEdit={edit}
            />
          )
        }
      </QueryContent>
      {clientProfile && (
        <PersonFormModal
          opened={modal.opened}
          onClose={() => setModal((shown) => ({ ...shown, opened: false }))}
          person={modal.person}
          profile={{ id: clientProfile.profileId, name: clientProfile.name }}
          newTitle={t('people.clients.new')}
        />
      )}
    </Stack>
  );
}
