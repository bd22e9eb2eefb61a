import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import { toPlaneFormData, type PlaneInput } from '@/features/planes/api/create-plane';
import type { Plane } from '@/features/planes/api/get-planes';

export interface UpdatePlaneInput {
  plane: Pick<Plane, 'id' | 'updatedAt'>;
  values: PlaneInput;
}

export function updatePlane({ plane, values }: UpdatePlaneInput): Promise<Reply<'/api/planecomposants/{id}', 'put'>> {
  const body = toPlaneFormData(values);
  body.append('updatedAt', plane.updatedAt);
  return api.put<Reply<'/api/planecomposants/{id}', 'put'>>(`/planecomposants/${plane.id}`, body);
}

/** Saves an edit (409 when someone saved the aircraft meanwhile); the aircraft are fetched again. */
export function useUpdatePlane() {
  return useNotifiedMutation(updatePlane, invalidateAirworthiness);
}
