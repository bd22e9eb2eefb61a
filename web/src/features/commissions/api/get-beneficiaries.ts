import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

type Person = Row<'/api/users'>;

/** What the beneficiary picker shows of a person. */
export type BeneficiaryOption = Pick<Person, 'id' | 'name' | 'tel'>;

type ProfileCount = Row<'/api/users/counts'>;

/** The id of the Externe profile (people outside the agency), read where the people screens read it. */
export function useExterneProfileId(): number | null {
  const counts = useQuery({
    queryKey: ['users', 'counts'],
    queryFn: ({ signal }) => api.get<ProfileCount[]>('/users/counts', signal),
  });
  return counts.data?.find((profile) => profile.code === 'externe')?.profileId ?? null;
}

/** How many people the picker offers at once: typing narrows them. */
const BENEFICIARY_OPTIONS = 20;

export interface BeneficiariesParams {
  /** Shown before anything is typed: the external persons, who are most beneficiaries. */
  externeId: number | null;
  /** Part of a name, or of a phone number when only digits are typed; '' for the external persons. */
  q: string;
}

/**
 * Anyone may be a beneficiary but the super user (whom the server never lists) and people no longer
 * active (whom it would refuse).
 */
export async function getBeneficiaries({ externeId, q }: BeneficiariesParams, signal: AbortSignal): Promise<BeneficiaryOption[]> {
  const column = /^\+?\d+$/.test(q) ? 'tel' : 'name';
  const path = q
    ? withQuery('/users', { column, q, per_page: BENEFICIARY_OPTIONS })
    : withQuery('/users', { profileId: externeId, per_page: BENEFICIARY_OPTIONS });
  const page = await api.get<Page<Person>>(path, signal);
  return page.items
    .filter((person) => person.status === 1 && person.userprofile.profile.code !== 'superuser')
    .map(({ id, name, tel }) => ({ id, name, tel }));
}

export const beneficiariesQueryOptions = (params: BeneficiariesParams) =>
  queryOptions({
    queryKey: ['users', 'beneficiaries', params] as const,
    queryFn: ({ signal }) => getBeneficiaries(params, signal),
    placeholderData: keepPreviousData,
  });

/** Nothing is asked before the Externe profile is known, unless a search is typed. */
export function useBeneficiaries(params: BeneficiariesParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...beneficiariesQueryOptions(params), enabled: enabled && (params.q !== '' || params.externeId !== null) });
}
