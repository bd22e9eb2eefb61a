import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';
import { toPriceBody, type PriceInput } from '@/features/settings/api/create-price';
import type { Price } from '@/features/settings/api/get-prices';

export interface UpdatePriceInput {
  price: Pick<Price, 'id' | 'updatedAt'>;
  values: PriceInput;
}

export function updatePrice({ price, values }: UpdatePriceInput): Promise<Reply<'/api/prices/{id}', 'put'>> {
  return api.put<Reply<'/api/prices/{id}', 'put'>>(`/prices/${price.id}`, { ...toPriceBody(values), updatedAt: price.updatedAt });
}

/** Saves an edit (409 when stale, or when it would give the route a second active price). */
export function useUpdatePrice() {
  return useNotifiedMutation(updatePrice, [['prices']]);
}
