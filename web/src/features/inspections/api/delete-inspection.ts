import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import type { InspectionView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError } from '@/lib/notify';

export function deleteInspection(id: number): Promise<Written<InspectionView>> {
  return api.delete<Written<InspectionView>>(`/inspections/${id}`);
}

/** Deletes an item never performed (409 once it was); the message is a red toast, as for every deletion. */
export function useDeleteInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInspection,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
