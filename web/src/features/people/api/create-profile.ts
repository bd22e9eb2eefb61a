import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const profileSchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('people.profiles.form.nameRequired') }),
  permissionId: z.array(z.number()),
});

export type ProfileInput = z.infer<typeof profileSchema>;

export function createProfile(input: ProfileInput): Promise<Reply<'/api/profiles', 'post'>> {
  return api.post<Reply<'/api/profiles', 'post'>>('/profiles', input satisfies Body<'/api/profiles'>);
}

export function useCreateProfile() {
  return useNotifiedMutation(createProfile, [['profiles'], ['users']]);
}
