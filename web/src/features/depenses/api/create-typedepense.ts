import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import type { Typedepense, TypedepenseBody } from '@/features/depenses/types';

/** The server's bound on a type's name. */
export const TYPE_NAME_MAX = 100;

export const typedepenseSchema = z.object({
  type: z
    .string()
    .trim()
    .min(1, { error: () => i18n.t('depenses.types.nameRequired') })
    .max(TYPE_NAME_MAX, { error: () => i18n.t('depenses.types.nameLong', { max: TYPE_NAME_MAX }) }),
  ismanifeste: z.boolean(),
});

export type TypedepenseInput = z.infer<typeof typedepenseSchema>;

export function createTypedepense(input: TypedepenseInput): Promise<Written<Typedepense>> {
  return api.post<Written<Typedepense>>('/typedepenses', input satisfies TypedepenseBody);
}

/** Adds an expense type (409 when the name is taken); the types are fetched again. */
export function useCreateTypedepense() {
  return useNotifiedMutation(createTypedepense, [['typedepenses']]);
}
