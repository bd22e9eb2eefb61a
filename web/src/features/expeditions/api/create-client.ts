import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

/** The quick client form of the expedition form (the server checks the phone and the e-mail). */
export const quickClientSchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('expeditions.quickClient.nameRequired') }),
  tel: z.string().trim(),
  email: z.string().trim(),
  adress: z.string().trim(),
});

export type QuickClientInput = z.infer<typeof quickClientSchema>;

export function createClient({ profileId, values }: { profileId: number | null; values: QuickClientInput }) {
  // Without a profile the server makes a client too.
  return api.post<Reply<'/api/users', 'post'>>('/users', { ...values, ...(profileId === null ? {} : { profileId }) });
}

/** Adds a client from the expedition form; the people lists and pickers are fetched again. */
export function useCreateClient() {
  return useNotifiedMutation(createClient, [['users']]);
}
