import { Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { LoadError } from '@/components/load-error';
import { sessionQueryOptions } from '@/lib/auth';

/** Renders the app once the server has said who the user is, so no screen has to wait for it. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQueryOptions());
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return (
      <Center h="100dvh" p="md">
        <LoadError error={session.error} onRetry={() => void session.refetch()} />
      </Center>
    );
  }
  return children;
}
