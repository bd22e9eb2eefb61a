import { Center, EmptyState, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';

/**
 * What a query has to show: a loader while it loads, the error and a retry when it failed,
 * `emptyText` when `isEmpty` says there is nothing, else `children` with the data.
 */
export function QueryContent<Data>({
  query,
  isEmpty = () => false,
  emptyText,
  children,
}: {
  query: UseQueryResult<Data>;
  isEmpty?: (data: Data) => boolean;
  emptyText?: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState py="xl" size="sm" description={emptyText} />;
  return children(query.data);
}
