import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

export type PersonOption = Pick<Row<'/api/users'>, 'id' | 'name' | 'tel'>;

const PEOPLE_SHOWN = 20;

/** The people whose name contains `name` (everyone's first page when empty), for the Journal's person filter. */
export function usePeopleNamed(name: string) {
  return useQuery({
    queryKey: ['users', 'named', name] as const,
    queryFn: ({ signal }) =>
      api.get<Page<PersonOption>>(
        withQuery('/users', { column: name ? 'name' : undefined, q: name || undefined, per_page: PEOPLE_SHOWN }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
