import { api, type Written } from '@/lib/api-client';
import type { EntryView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteEntry(id: number): Promise<Written<EntryView>> {
  return api.delete<Written<EntryView>>(`/logbookentries/${id}`);
}

/** Deletes a flight; the counters lose it. The message is a red toast, as for every deletion. */
export function useDeleteEntry() {
  return useNotifiedMutation(deleteEntry, invalidateAirworthiness, { deletion: true });
}
