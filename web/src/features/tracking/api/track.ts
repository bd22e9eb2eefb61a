import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Reply, Row } from '@/lib/api/types';
import i18n from '@/lib/i18n';

/** What a visitor may know of an expedition: its stages, never a name, a phone or an amount. */
export type Tracked = Reply<'/api/track/{ref}'>;
export type TrackStage = Tracked['stages'][number];

/** What the tracking form asks: a reference, and the last 4 digits of a phone on the expedition. */
export const trackSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(3, { error: () => i18n.t('tracking.form.referenceRequired') })
    .max(40, { error: () => i18n.t('tracking.form.referenceRequired') }),
  tel: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { error: () => i18n.t('tracking.form.telInvalid') }),
});
export type TrackInput = z.infer<typeof trackSchema>;

export function track({ reference, tel }: TrackInput, signal: AbortSignal): Promise<Tracked> {
  return api.get<Tracked>(withQuery(`/track/${encodeURIComponent(reference.trim())}`, { tel: tel.trim() }), signal);
}

/** Asked when the form is sent (`input` set), never again on its own: each miss counts against the visitor. */
export function useTracked(input: TrackInput | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['track', input] as const,
      queryFn: ({ signal }) => track(input as TrackInput, signal),
    }),
    enabled: input !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

type ParcelRow = Row<'/api/packags'>;

/** For signed-in staff: the parcel with exactly this reference, whose page they get instead. */
export function useParcelWithReference(reference: string | null) {
  return useQuery({
    queryKey: ['packags', 'reference', reference] as const,
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<ParcelRow>>(withQuery('/packags', { column: 'ref_packag', q: reference, per_page: 5 }), signal);
      return page.items.find((parcel) => parcel.ref_packag === reference?.toUpperCase()) ?? null;
    },
    enabled: reference !== null,
    retry: false,
  });
}
