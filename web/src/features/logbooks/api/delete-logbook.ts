import { api, type Written } from '@/lib/api-client';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';

export function deleteLogbook(id: number): Promise<Written<Logbook>> {
  return api.delete<Written<Logbook>>(`/logbooks/${id}`);
}

/** Deletes a logbook without entries (409 otherwise); the message is a red toast, as for every deletion. */
export function useDeleteLogbook() {
  return useNotifiedMutation(deleteLogbook, invalidateAirworthiness, { deletion: true });
}
