import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PEOPLE_PER_PAGE, useUsers, type PersonSearchColumn } from '@/features/people/api/get-users';
import { PeopleCards } from '@/features/people/components/people-cards';
import { PeopleTable } from '@/features/people/components/people-table';
import type { ListSearchState } from '@/components/list-search';
import { ListPager } from '@/components/list-pager';
import { QueryContent } from '@/components/query-content';
import type { User } from '@/lib/auth';

/** One page of the people holding a profile, as a table or as cards, with the pager below. */
export function PeopleList({
  profileId,
  layout,
  search,
  emptyText,
  onEdit,
}: {
  profileId: number;
  layout: 'table' | 'cards';
  search: ListSearchState<PersonSearchColumn>;
  emptyText: string;
  onEdit: (person: User) => void;
}) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const users = useUsers({ profileId, page, search: search.search });

  // A deletion can empty the last page: show the one that is now last.
  const lastPage = users.data ? Math.max(1, Math.ceil(users.data.total / PEOPLE_PER_PAGE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  return (
    <QueryContent
      query={users}
      isEmpty={(found) => found.total === 0}
      emptyText={search.search ? t('people.list.noMatch') : emptyText}
    >
      {(found) => (
        <Stack>
          {layout === 'table' ? (
            <PeopleTable people={found.items} offset={(found.page - 1) * found.per_page} onEdit={onEdit} />
          ) : (
            <PeopleCards people={found.items} onEdit={onEdit} />
          )}
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}
