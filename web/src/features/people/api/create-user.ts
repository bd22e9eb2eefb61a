import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const genders = ['Masculin', 'Feminin'] as const;

/** The staff and client form (the server checks the e-mail, the phone and the password rules). */
export const personSchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('people.form.nameRequired') }),
  email: z.string().trim(),
  tel: z.string().trim(),
  adress: z.string().trim(),
  gender: z.enum(genders).or(z.literal('')),
  country: z.string(),
  countryCode: z.string(),
  region: z.string(),
  city: z.string(),
  profileId: z.number(),
  /** The branch; null for a new person: the branch of whoever adds them. */
  extensionId: z.number().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  password: z.string(),
});

export type PersonInput = z.infer<typeof personSchema>;

/** The body of POST and PUT /api/users: unset texts go as null, no password as none. */
export function toUserBody({ gender, password, ...person }: PersonInput): Body<'/api/users'> {
  return {
    ...person,
    gender: gender || null,
    ...(password ? { password } : {}),
  };
}

export function createUser(input: PersonInput): Promise<Reply<'/api/users', 'post'>> {
  return api.post<Reply<'/api/users', 'post'>>('/users', toUserBody(input));
}

/** Adds a person; the lists and the counts by profile are fetched again. */
export function useCreateUser() {
  return useNotifiedMutation(createUser, [['users'], ['profiles']]);
}
