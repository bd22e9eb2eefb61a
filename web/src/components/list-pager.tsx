import { Box, Group, Pagination, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import type { Page } from '@/lib/api-client';

/** Which rows of how many, and numbered pages with previous and next (nothing for an empty list). */
export function ListPager({
  total,
  perPage,
  page,
  onChange,
}: {
  total: number;
  perPage: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('common.pager.range', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Box component="nav" aria-label={t('common.pager.label')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            getItemProps={(number) => ({ 'aria-label': t('common.pager.page', { page: number }) })}
            getControlProps={(control) =>
              control === 'previous' || control === 'next' ? { 'aria-label': t(`common.pager.${control}`) } : {}
            }
          />
        </Box>
      )}
    </Group>
  );
}

/**
 * One page of a list as QueryContent shows it (a loader, the error and a retry, `emptyText` when it
 * has no rows), else its rows (`children`) above the pager.
 */
export function PagedQueryContent<Item>({
  query,
  page,
  onPageChange,
  emptyText,
  children,
}: {
  query: UseQueryResult<Page<Item>>;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  children: (found: Page<Item>) => ReactNode;
}) {
  return (
    <QueryContent query={query} isEmpty={(found) => found.total === 0} emptyText={emptyText}>
      {(found) => (
        <Stack>
          {children(found)}
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={onPageChange} />
        </Stack>
      )}
    </QueryContent>
  );
}

/**
 * Moves to the last page when `page` is past it (a deletion emptied the last page, say), once
 * `total` is known.
 */
export function useLastPageKept(page: number, setPage: (page: number) => void, total: number | undefined, perPage: number) {
  const lastPage = total === undefined ? page : Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
