import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { User } from '@/lib/auth';

/** The spec's page size for staff and clients. */
export const PEOPLE_PER_PAGE = 5;

export const personSearchColumns = ['name', 'tel', 'country', 'city', 'adress'] as const;
export type PersonSearchColumn = (typeof personSearchColumns)[number];

export interface UsersParams {
  profileId: number;
  page: number;
  search: { column: PersonSearchColumn; q: string } | null;
}

export function getUsers({ profileId, page, search }: UsersParams, signal: AbortSignal): Promise<Page<User>> {
  const path = withQuery('/users', {
    profileId,
    column: search?.column,
    q: search?.q,
    page,
    per_page: PEOPLE_PER_PAGE,
  });
  return api.get<Page<User>>(path, signal);
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: ['users', 'list', params] as const,
    queryFn: ({ signal }) => getUsers(params, signal),
    // Another page or search of the same profile keeps the rows on screen until the new ones come;
    // another profile (a tab) starts from the loader.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].profileId === params.profileId ? previous : undefined,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
