import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** Someone an expense or a commission may be paid to: their name and phone (the server never lists the super user). */
export type BeneficiaryOption = Pick<Row<'/api/beneficiaries'>, 'id' | 'name' | 'tel'>;

/** How many people a picker offers at once: typing narrows them. */
const BENEFICIARY_OPTIONS = 20;

/**
 * Without `q`, the external persons (who are most beneficiaries); with it, anyone active whose name
 * holds it (the server decides both). Read from `/api/beneficiaries`, which the expense and
 * commission permissions open, so that who records them needs no people screen.
 */
export function getBeneficiaries(q: string, signal: AbortSignal): Promise<Page<BeneficiaryOption>> {
  return api.get<Page<BeneficiaryOption>>(withQuery('/beneficiaries', { q, per_page: BENEFICIARY_OPTIONS }), signal);
}

/** Under `users`: a beneficiary added from a commission (or anyone changed) refreshes every picker. */
export const beneficiariesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['users', 'beneficiaries', { q }] as const,
    queryFn: ({ signal }) => getBeneficiaries(q, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false asks nothing (a closed picker, no permission). */
export function useBeneficiaries(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...beneficiariesQueryOptions(q), enabled });
}
