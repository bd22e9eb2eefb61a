import { api, type Written } from '@/lib/api-client';
import type { InspectionView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import type { InspectionInput } from '@/features/inspections/api/create-inspection';

export interface UpdateInspectionInput {
  inspection: Pick<InspectionView, 'id' | 'updatedAt'>;
  values: InspectionInput;
}

export function updateInspection({ inspection, values }: UpdateInspectionInput): Promise<Written<InspectionView>> {
  return api.put<Written<InspectionView>>(`/inspections/${inspection.id}`, { ...values, updatedAt: inspection.updatedAt });
}

/** Saves an edit (409 when someone saved it meanwhile). */
export function useUpdateInspection() {
  return useNotifiedMutation(updateInspection, invalidateAirworthiness);
}
