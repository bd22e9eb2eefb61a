import { api, type Written } from '@/lib/api-client';
import type { InspectionView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteInspection(id: number): Promise<Written<InspectionView>> {
  return api.delete<Written<InspectionView>>(`/inspections/${id}`);
}

/** Deletes an item never performed (409 once it was); the message is a red toast, as for every deletion. */
export function useDeleteInspection() {
  return useNotifiedMutation(deleteInspection, invalidateAirworthiness, { deletion: true });
}
