import type { OverhaulValues } from '@/components/airworthiness/lifecycle-modals';
import { api, type Written } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { formBody } from '@/lib/airworthiness-forms';
import { useNotifiedMutation } from '@/lib/mutations';

export function overhaulComposant({ id, date, crs, file }: OverhaulValues & { id: number }): Promise<Written<PlaneView>> {
  return api.post<Written<PlaneView>>(`/planecomposants/${id}/overhaul`, formBody({ date, crs }, { file }));
}

/** 'Révision': an overhaul with its CRS; TSO and CSO count again from zero from its day. */
export function useOverhaulComposant() {
  return useNotifiedMutation(overhaulComposant, invalidateAirworthiness);
}
