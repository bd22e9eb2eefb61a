import { api, type Written } from '@/lib/api-client';
import type { DocumentView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import { documentFormData, type DocumentInput } from '@/features/documents/api/create-document';

export interface UpdateDocumentInput {
  document: Pick<DocumentView, 'id' | 'updatedAt'>;
  values: DocumentInput;
}

export function updateDocument({ document, values }: UpdateDocumentInput): Promise<Written<DocumentView>> {
  const body = documentFormData(values);
  body.append('updatedAt', document.updatedAt);
  return api.put<Written<DocumentView>>(`/documents/${document.id}`, body);
}

/** Saves an edit, with a new file when one was chosen (409 when someone saved it meanwhile). */
export function useUpdateDocument() {
  return useNotifiedMutation(updateDocument, invalidateAirworthiness);
}
