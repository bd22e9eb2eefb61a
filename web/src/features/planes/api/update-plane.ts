import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toPlaneFormData, type PlaneInput } from '@/features/planes/api/create-plane';
import type { Plane } from '@/features/planes/api/get-planes';

export interface UpdatePlaneInput {
  plane: Pick<Plane, 'id' | 'updatedAt'>;
  values: PlaneInput;
}

export function updatePlane({ plane, values }: UpdatePlaneInput): Promise<Written<Plane>> {
  const body = toPlaneFormData(values);
  body.append('updatedAt', plane.updatedAt);
  return api.put<Written<Plane>>(`/planecomposants/${plane.id}`, body);
}

/** Saves an edit (409 when someone saved the aircraft meanwhile); the aircraft are fetched again. */
export function useUpdatePlane() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlane,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return queryClient.invalidateQueries({ queryKey: ['planecomposants'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
