import { api, type Written } from '@/lib/api-client';
import { useNotifiedMutation } from '@/lib/mutations';
import type { TypedepenseInput } from '@/features/depenses/api/create-typedepense';
import type { Typedepense, TypedepenseBody } from '@/features/depenses/types';

export interface UpdateTypedepenseInput {
  /** The type as the edit found it: its id, and the version the edit started from. */
  typedepense: Pick<Typedepense, 'id' | 'updatedAt'>;
  values: TypedepenseInput;
}

export function updateTypedepense({ typedepense, values }: UpdateTypedepenseInput): Promise<Written<Typedepense>> {
  return api.put<Written<Typedepense>>(`/typedepenses/${typedepense.id}`, {
    ...(values satisfies TypedepenseBody),
    updatedAt: typedepense.updatedAt,
  });
}

/**
 * Renames a type or changes whether it belongs to a manifest (409 when someone saved it meanwhile);
 * the types and the expenses, which show their type's name, are fetched again.
 */
export function useUpdateTypedepense() {
  return useNotifiedMutation(updateTypedepense, [['typedepenses'], ['depenses']]);
}
