import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/lib/auth';

export function getUser(id: number, signal: AbortSignal): Promise<User> {
  return api.get<User>(`/users/${id}`, signal);
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(id), enabled });
}
