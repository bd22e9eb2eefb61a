import { Anchor, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';

/** Whether a record's query failed because the server has no such record (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The page of one record read by `query` (a ticket, a sheet to print): a way back (`back`, which
 * is not printed), its heading (`title`, `subtitle`, `actions`, worked out from the record while
 * it may still be loading), then `children` with the record once it has come. When the server
 * has no such record, `notFound` says so under the way back, in place of all the rest.
 */
export function RecordPage<Data>({
  query,
  back,
  notFound,
  title,
  subtitle,
  actions,
  children,
}: {
  query: UseQueryResult<Data>;
  back: { to: string; label: string };
  notFound: { title: string; text: string };
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const backLink = (
    <Anchor component={Link} to={back.to} size="sm" className="print-hide">
      ← {back.label}
    </Anchor>
  );
  if (isNotFound(query.error)) {
    return (
      <Stack>
        {backLink}
        <PageHeader title={notFound.title} subtitle={notFound.text} />
      </Stack>
    );
  }
  return (
    <Stack>
      {backLink}
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <QueryContent query={query}>{children}</QueryContent>
    </Stack>
  );
}
