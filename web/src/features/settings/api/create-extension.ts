import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { optionalImage } from '@/lib/uploads';

const required = () => i18n.t('settings.form.required');

/** The four-tab branch form; its names are the server's, so that its `fields` errors land on the inputs. */
export const branchSchema = z.object({
  name: z.string().trim().min(1, { error: required }),
  short_name: z.string().trim(),
  social_reason: z.string().trim(),
  nif: z.string().trim(),
  trade_registry: z.string().trim(),
  tel: z.string().trim().min(1, { error: required }),
  tel1: z.string().trim(),
  tel2: z.string().trim(),
  email: z.string().trim(),
  mailbox: z.string().trim(),
  file: optionalImage(),
  country: z.string(),
  countryCode: z.string().min(1, { error: required }),
  region: z.string().min(1, { error: required }),
  city: z.string().min(1, { error: required }),
  municipality: z.string().trim(),
  neighborhood: z.string().trim(),
  avenue: z.string().trim(),
  other_adress: z.string().trim(),
  /** IANA zone of the branch's days; empty: the server takes its city's. */
  timezone: z.string().trim(),
  tax_center: z.string().trim(),
  activity_sector: z.string().trim(),
  legal_status: z.string().trim(),
  liable_vat: z.boolean(),
  status: z.boolean(),
  type: z.boolean(),
});

export type BranchFormValues = z.input<typeof branchSchema>;
export type BranchInput = z.output<typeof branchSchema>;
export type BranchField = keyof BranchFormValues;

/**
 * The multipart body of POST and PUT /api/extensions: every field, empty ones as '' (which the
 * server reads as unset, so an edit can clear them), yes/no as 1/0, and the logo as `file`.
 */
export function toBranchFormData({ file, liable_vat, status, type, ...texts }: BranchInput): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(texts)) body.append(name, value);
  body.append('liable_vat', liable_vat ? '1' : '0');
  body.append('status', status ? '1' : '0');
  body.append('type', type ? '1' : '0');
  if (file) body.append('file', file);
  return body;
}

export function createBranch(input: BranchInput): Promise<Reply<'/api/extensions', 'post'>> {
  return api.post<Reply<'/api/extensions', 'post'>>('/extensions', toBranchFormData(input));
}

/** Adds a branch; the list and the branch pickers are fetched again. */
export function useCreateBranch() {
  return useNotifiedMutation(createBranch, [['extensions']]);
}
