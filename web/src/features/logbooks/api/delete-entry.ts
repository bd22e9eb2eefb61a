import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import type { EntryView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError } from '@/lib/notify';

export function deleteEntry(id: number): Promise<Written<EntryView>> {
  return api.delete<Written<EntryView>>(`/logbookentries/${id}`);
}

/** Deletes a flight; the counters lose it. The message is a red toast, as for every deletion. */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
