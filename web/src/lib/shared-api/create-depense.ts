import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

/** A standalone expense's body, or a manifest's commission share's (with `manifesteId` and `mountT`). */
export type DepenseBody = Body<'/api/depenses'>;

export function createDepense(body: DepenseBody): Promise<Reply<'/api/depenses', 'post'>> {
  return api.post<Reply<'/api/depenses', 'post'>>('/depenses', body);
}

/**
 * After any change to an expense or a commission: the lists and details of expenses, and the
 * manifests, whose result (commissions, margin) counts them.
 */
export function invalidateDepenses(queryClient: QueryClient) {
  return Promise.all(['depenses', 'manifests'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

/**
 * Records an expense, or a share of a manifest's commission (creating the commission with its total
 * the first time). 400 naming `mount` when the shares would pass the total; 409 once the manifest
 * left (without `admin`); 403 for another branch than one's own (without `admin`).
 */
export function useCreateDepense() {
  return useNotifiedMutation(createDepense, invalidateDepenses);
}
