import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What the pickers show of a client. */
export type ClientOption = Pick<Row<'/api/users'>, 'id' | 'name' | 'tel'>;

/** How many clients a picker offers at once: typing narrows them. */
const CLIENT_OPTIONS = 20;

export interface ClientsParams {
  profileId: number;
  /** Part of a name, or of a phone number when only digits are typed; '' for the first ones. */
  q: string;
}

export function getClients({ profileId, q }: ClientsParams, signal: AbortSignal): Promise<Page<ClientOption>> {
  const column = q && /^\+?\d+$/.test(q) ? 'tel' : 'name';
  return api.get<Page<ClientOption>>(
    withQuery('/users', { profileId, column: q ? column : null, q, per_page: CLIENT_OPTIONS }),
    signal,
  );
}

export const clientsQueryOptions = (params: ClientsParams) =>
  queryOptions({
    queryKey: ['users', 'clients', params] as const,
    queryFn: ({ signal }) => getClients(params, signal),
    placeholderData: keepPreviousData,
  });

export function useClients(params: ClientsParams | null) {
  return useQuery({ ...clientsQueryOptions(params ?? { profileId: 0, q: '' }), enabled: params !== null });
}
