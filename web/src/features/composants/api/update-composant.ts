import { api, type Written } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import { composantBody, type ComposantInput } from '@/features/composants/api/create-composant';

export interface UpdateComposantInput {
  composant: Pick<PlaneView, 'id' | 'updatedAt'>;
  values: ComposantInput;
}

/**
 * PUT /api/planecomposants/{id}: where it is installed is left out (install and remove change it);
 * a new baseline recounts the component.
 */
export function updateComposant({ composant, values }: UpdateComposantInput): Promise<Written<PlaneView>> {
  return api.put<Written<PlaneView>>(`/planecomposants/${composant.id}`, composantBody(values, { updatedAt: composant.updatedAt }));
}

/** Saves an edit (409 when someone saved the component meanwhile). */
export function useUpdateComposant() {
  return useNotifiedMutation(updateComposant, invalidateAirworthiness);
}
