import { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';

/** Retry only what may go through on a second try: an unreachable server or a 5xx. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const transient =
    !(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS || error.status >= 500;
  return transient && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
