import { api, type Written } from '@/lib/api-client';
import type { DocumentView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteDocument(id: number): Promise<Written<DocumentView>> {
  return api.delete<Written<DocumentView>>(`/documents/${id}`);
}

/** Deletes a document and its file; the message is a red toast, as for every deletion. */
export function useDeleteDocument() {
  return useNotifiedMutation(deleteDocument, invalidateAirworthiness, { deletion: true });
}
