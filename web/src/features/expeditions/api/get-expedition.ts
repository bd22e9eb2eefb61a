import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpeditionStatus } from '@/features/expeditions/api/get-expeditions';
import type { Narrowed, Reply } from '@/lib/api/types';
import { api } from '@/lib/api-client';

/** An expedition with everything its slip, invoice and form need. */
export type ExpeditionDetail = Narrowed<Reply<'/api/expeditions/{id}'>, { status: ExpeditionStatus }>;

/** An agency branch as the slip's header prints it (the server's `Extension`). */
export type ExpeditionBranch = NonNullable<ExpeditionDetail['expedition_origin']>;

/** A sender or recipient as slips print them. */
export type Party = ExpeditionDetail['sender'];

/** A parcel: one line of the expedition form. */
export type Packag = ExpeditionDetail['packags'][number];

/** One article of a parcel's contents. */
export type Content = Packag['packagdetails'][number];

/** A payment of the expedition (FAC-…). */
export type Payment = ExpeditionDetail['invoices'][number];

export function getExpedition(id: number, signal: AbortSignal): Promise<ExpeditionDetail> {
  return api.get<ExpeditionDetail>(`/expeditions/${id}`, signal);
}

export const expeditionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['expeditions', 'detail', id],
    queryFn: ({ signal }) => getExpedition(id, signal),
  });

export function useExpedition(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...expeditionQueryOptions(id), enabled });
}
