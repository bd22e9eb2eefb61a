import { Button, Group, Stack } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AircraftFilter, usePlaneParam } from '@/components/aircraft-select';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import type { Page } from '@/lib/api-client';
import type { PagedListParams } from '@/lib/list-query';
import { Can, type Permission } from '@/lib/permissions';

/** What a record list asks for: its page and search, and the aircraft of its filter (null: all, or no filter). */
export interface RecordListParams<Column extends string> extends PagedListParams<Column> {
  planeId: number | null;
}

/** A list's 'New …' button, for who holds `permission`, and the form it opens (on `planeId`, if any). */
export interface RecordCreate {
  permission: Permission;
  label: string;
  form: (props: { opened: boolean; onClose: () => void; planeId: number | null }) => ReactNode;
}

export interface RecordListScreenProps<Item, Column extends string, Key extends QueryKey> {
  title: string;
  subtitle: string;
  /** The search's columns, the first being the one it starts from, and the name of each. */
  searchColumns: readonly [Column, ...Column[]];
  searchLabel: (column: Column) => string;
  /** The query of one page, keyed `[resource, 'list', params]`. */
  queryOptions: (params: RecordListParams<Column>) => UseQueryOptions<Page<Item>, Error, Page<Item>, Key>;
  perPage: number;
  /** An aircraft filter above the search, kept in the URL (`?planeId=`). */
  aircraftFilter?: boolean;
  /** What the list says when it holds nothing, and when a search or the filter leaves nothing. */
  emptyText: string;
  noMatchText: string;
  /** The 'New …' button and its form, opened on the filter's aircraft if any. */
  create: RecordCreate;
  /** The rows of a page (a table, cards); `offset` numbers them after the first page. */
  children: (items: readonly Item[], offset: number) => ReactNode;
}

/**
 * One list screen of records: a header with 'Rechercher' and the create button, an optional aircraft
 * filter, the column picker and text, then the page's rows (a loader, an error with a retry, or the
 * empty text meanwhile) above the numbered pager. A page past the last (a deletion emptied it) moves
 * back to the last.
 */
export function RecordListScreen<Item, Column extends string, Key extends QueryKey>({
  title,
  subtitle,
  searchColumns,
  searchLabel,
  queryOptions,
  perPage,
  aircraftFilter = false,
  emptyText,
  noMatchText,
  create,
  children,
}: RecordListScreenProps<Item, Column, Key>) {
  const [urlPlaneId, setPlaneId] = usePlaneParam();
  const planeId = aircraftFilter ? urlPlaneId : null;
  const search = useListSearch<Column>(searchColumns[0], String(planeId));
  const query = useQuery(queryOptions({ planeId, page: search.page, search: search.search }));
  useLastPageKept(search.page, search.setPage, query.data?.total, perPage);
  const [adding, setAdding] = useState(false);

  return (
    <Stack>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission={create.permission}>
              <Button onClick={() => setAdding(true)}>{create.label}</Button>
            </Can>
          </>
        }
      />
      {aircraftFilter && (
        <Group align="flex-end" gap="sm">
          <AircraftFilter value={planeId} onChange={setPlaneId} />
        </Group>
      )}
      <SearchFields state={search} columns={searchColumns.map((value) => ({ value, label: searchLabel(value) }))} />
      <PagedQueryContent
        query={query}
        page={search.page}
        onPageChange={search.setPage}
        emptyText={search.search || planeId !== null ? noMatchText : emptyText}
      >
        {(found) => children(found.items, (search.page - 1) * perPage)}
      </PagedQueryContent>
      {create.form({ opened: adding, onClose: () => setAdding(false), planeId })}
    </Stack>
  );
}
