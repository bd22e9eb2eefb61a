import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { Reply, Row } from '@/lib/api/types';

/** Someone a commission may be paid to: their name, phone and profile (Externe, Client…). */
export type BeneficiaryOption = Pick<Row<'/api/beneficiaries'>, 'id' | 'name' | 'tel'>;

/** How many people the picker offers at once: typing narrows them. */
const BENEFICIARY_OPTIONS = 20;

/**
 * Without `q`, the external persons (who are most beneficiaries); with it, anyone active whose name
 * holds it, the super user excepted (the server decides both).
 */
export function getBeneficiaries(q: string, signal: AbortSignal): Promise<Reply<'/api/beneficiaries'>> {
  return api.get<Reply<'/api/beneficiaries'>>(withQuery('/beneficiaries', { q, per_page: BENEFICIARY_OPTIONS }), signal);
}

/** Under `users`: a change to anyone refreshes it. */
export const beneficiariesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['users', 'beneficiaries', { q }] as const,
    queryFn: ({ signal }) => getBeneficiaries(q, signal),
    placeholderData: keepPreviousData,
  });

export function useBeneficiaries(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...beneficiariesQueryOptions(q), enabled });
}
