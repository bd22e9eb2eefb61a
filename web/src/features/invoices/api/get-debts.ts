import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What the payment form needs of an expedition (GET /api/expeditions answers more). */
export type DebtorExpedition = Pick<
  Row<'/api/expeditions'>,
  'id' | 'ref_expedition' | 'senderId' | 'price' | 'paid' | 'debt' | 'createdAt' | 'sender' | 'recipient' | 'route'
>;

/** Whose expeditions with a debt to list: those whose reference contains `reference`, or one client's. */
export type DebtsQuery = { reference: string } | { customer: { id: number; name: string } };

// A client has a handful of unpaid expeditions, a reference matches a few: one large page holds them.
const PER_PAGE = 100;

export async function getDebts(query: DebtsQuery, signal: AbortSignal): Promise<DebtorExpedition[]> {
  const search =
    'reference' in query
      ? { column: 'ref_expedition', q: query.reference }
      : { column: 'sender.name', q: query.customer.name };
  const page = await api.get<Page<DebtorExpedition>>(withQuery('/expeditions', { ...search, per_page: PER_PAGE }), signal);
  return page.items.filter(
    (expedition) => expedition.debt > 0 && ('reference' in query || expedition.senderId === query.customer.id),
  );
}

/** Under the `expeditions` key, so that any change to an expedition (a payment, an edit) refreshes it. */
export const debtsQueryOptions = (query: DebtsQuery) =>
  queryOptions({
    queryKey: ['expeditions', 'debts', query] as const,
    queryFn: ({ signal }) => getDebts(query, signal),
  });

/** The expeditions still owing something, among those `query` names (nothing while it is null). */
export function useDebts(query: DebtsQuery | null) {
  return useQuery({
    ...debtsQueryOptions(query ?? { reference: '' }),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
}
