import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { DocumentView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { pastDay, requiredText } from '@/lib/airworthiness-forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { optionalImageOrPdf } from '@/lib/uploads';

const documentShape = (today: string) => ({
  planecomposantId: z
    .number()
    .nullable()
    .refine((id) => id !== null, { error: () => i18n.t('airworthiness.form.required') }),
  serie: requiredText(),
  description: requiredText(),
  dateEmission: pastDay(today),
  /** Optional, and never before the issue. */
  dateExpiration: z.string().nullable(),
  file: optionalImageOrPdf(),
});

function expiryAfterIssue(values: { dateEmission: string; dateExpiration: string | null }, ctx: z.RefinementCtx): void {
  if (values.dateExpiration && values.dateEmission && values.dateExpiration < values.dateEmission) {
    ctx.addIssue({ code: 'custom', path: ['dateExpiration'], message: i18n.t('documents.form.expiryBeforeIssue') });
  }
}

/** An edit: the file already there stays unless another is chosen. */
export const documentSchema = (today: string) => z.object(documentShape(today)).superRefine(expiryAfterIssue);

/** A new document: its file is required. */
export const newDocumentSchema = (today: string) =>
  documentSchema(today).superRefine((values, ctx) => {
  if (!values.file) ctx.addIssue({ code: 'custom', path: ['file'], message: i18n.t('documents.form.fileRequired') });
});

export type DocumentFormValues = z.input<ReturnType<typeof documentSchema>>;
export type DocumentInput = z.output<ReturnType<typeof documentSchema>>;

/** The multipart body of POST and PUT /api/documents (no expiry: sent empty). */
export function documentFormData({ planecomposantId, serie, description, dateEmission, dateExpiration, file }: DocumentInput): FormData {
  const body = new FormData();
  body.append('planecomposantId', String(planecomposantId));
  body.append('serie', serie);
  body.append('description', description);
  body.append('dateEmission', dateEmission);
  body.append('dateExpiration', dateExpiration ?? '');
  if (file) body.append('file', file);
  return body;
}

export function createDocument(input: DocumentInput): Promise<Written<DocumentView>> {
  return api.post<Written<DocumentView>>('/documents', documentFormData(input));
}

/** Adds a document and its file (413 beyond 10 MB, 400 on `file` when it is not a PDF or an image). */
export function useCreateDocument() {
  return useNotifiedMutation(createDocument, invalidateAirworthiness);
}
