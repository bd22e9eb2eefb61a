import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';
import { invalidateDepenses } from '@/lib/shared-api/create-depense';

export interface UpdateDepenseInput {
  id: number;
  /** With the `updatedAt` the edit started from. */
  body: Body<'/api/depenses/{id}', 'put'>;
}

export function updateDepense({ id, body }: UpdateDepenseInput): Promise<Reply<'/api/depenses/{id}', 'put'>> {
  return api.put<Reply<'/api/depenses/{id}', 'put'>>(`/depenses/${id}`, body);
}

/** Saves an edit of an expense or a commission share (and its commission's total); 409 when someone saved it meanwhile. */
export function useUpdateDepense() {
  return useNotifiedMutation(updateDepense, invalidateDepenses);
}
