import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError } from '@/lib/notify';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';

export function deleteLogbook(id: number): Promise<Written<Logbook>> {
  return api.delete<Written<Logbook>>(`/logbooks/${id}`);
}

/** Deletes a logbook without entries (409 otherwise); the message is a red toast, as for every deletion. */
export function useDeleteLogbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogbook,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
