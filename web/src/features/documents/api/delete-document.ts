import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import type { DocumentView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError } from '@/lib/notify';

export function deleteDocument(id: number): Promise<Written<DocumentView>> {
  return api.delete<Written<DocumentView>>(`/documents/${id}`);
}

/** Deletes a document and its file; the message is a red toast, as for every deletion. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
