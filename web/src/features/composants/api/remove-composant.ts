import { api, type Written } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';

export function removeComposant({ id, date }: { id: number; date: string }): Promise<Written<PlaneView>> {
  return api.post<Written<PlaneView>>(`/planecomposants/${id}/remove`, { date });
}

/** 'Déposer': takes a component off its aircraft on a day (409 when it is on none). */
export function useRemoveComposant() {
  return useNotifiedMutation(removeComposant, invalidateAirworthiness);
}
