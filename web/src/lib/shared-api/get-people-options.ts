import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What the pickers show of a person. */
export type PersonOption = Pick<Row<'/api/users'>, 'id' | 'name' | 'tel'>;

/** How many people a picker offers at once: typing narrows them. */
const PEOPLE_OPTIONS = 20;

export interface PeopleOptionsFilter {
  /** Only the people holding this profile (the clients, say); null for anyone. */
  profileId: number | null;
  /** Part of a name, or of a phone number with `byPhone`; '' for the first ones. */
  q: string;
  byPhone?: boolean;
}

export function getPeopleOptions({ profileId, q, byPhone = false }: PeopleOptionsFilter, signal: AbortSignal): Promise<Page<PersonOption>> {
  return api.get<Page<PersonOption>>(
    withQuery('/users', { profileId, column: q ? (byPhone ? 'tel' : 'name') : null, q, per_page: PEOPLE_OPTIONS }),
    signal,
  );
}

/** Under `users`: a person added or changed anywhere refreshes the pickers. */
export const peopleOptionsQueryOptions = (filter: PeopleOptionsFilter) =>
  queryOptions({
    queryKey: ['users', 'options', filter] as const,
    queryFn: ({ signal }) => getPeopleOptions(filter, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false asks nothing (the profile not known yet). */
export function usePeopleOptions(filter: PeopleOptionsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...peopleOptionsQueryOptions(filter), enabled });
}
