import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What the payment form needs of an expedition (GET /api/expeditions answers more). */
export type DebtorExpedition = Pick<
  Row<'/api/expeditions'>,
  'id' | 'ref_expedition' | 'senderId' | 'price' | 'paid' | 'debt' | 'createdAt' | 'sender' | 'recipient' | 'route'
>;

/** What the payment form needs of a passenger ticket (GET /api/billets answers more). */
type DebtorTicket = Pick<Row<'/api/billets'>, 'id' | 'ref_billet' | 'customerId' | 'name' | 'fare' | 'paid' | 'due' | 'status' | 'createdAt' | 'manifest'>;

/** Something a client owes: an expedition's price or a ticket's fare, and what is left of it. */
export interface Debt {
  kind: 'expedition' | 'billet';
  id: number;
  /** `EXP-…` or `BIL-…`. */
  ref: string;
  /** Who owes it: the sender, or the passenger. */
  customer: { id: number; name: string };
  createdAt: string;
  /** The route of an expedition; the flight of a ticket (`MAN-000012 · Goma → Bunia`). */
  about: string;
  price: number;
  paid: number;
  debt: number;
}

/** A debt as the picker names its option (unique across both kinds). */
export const debtKey = (debt: Pick<Debt, 'kind' | 'id'>) => `${debt.kind}:${debt.id}`;

export function expeditionDebt(expedition: DebtorExpedition): Debt {
  return {
    kind: 'expedition',
    id: expedition.id,
    ref: expedition.ref_expedition,
    customer: { id: expedition.senderId, name: expedition.sender.name },
    createdAt: expedition.createdAt,
    about: expedition.route.name,
    price: expedition.price,
    paid: expedition.paid,
    debt: expedition.debt,
  };
}

function ticketDebt(ticket: DebtorTicket): Debt {
  const place = (branch: DebtorTicket['manifest']['origin']) => branch.city || branch.name;
  return {
    kind: 'billet',
    id: ticket.id,
    ref: ticket.ref_billet,
    customer: { id: ticket.customerId, name: ticket.name },
    createdAt: ticket.createdAt,
    about: `${ticket.manifest.ref_manifest} · ${place(ticket.manifest.origin)} → ${place(ticket.manifest.destination)}`,
    price: ticket.fare,
    paid: ticket.paid,
    debt: ticket.due,
  };
}

/** Whose debts to list: those whose reference starts with `reference`, or one client's (by name, and by phone for tickets). */
export type DebtsQuery = { reference: string } | { customer: { id: number; name: string; tel?: string | null } };

// A client has a handful of unpaid expeditions and tickets, a reference matches a few: one large page holds them.
const PER_PAGE = 100;

async function expeditionDebts(query: DebtsQuery, signal: AbortSignal): Promise<Debt[]> {
  const search =
    'reference' in query ? { column: 'ref_expedition', q: query.reference } : { column: 'sender.name', q: query.customer.name };
  const page = await api.get<Page<DebtorExpedition>>(withQuery('/expeditions', { ...search, per_page: PER_PAGE }), signal);
  return page.items
    .filter((expedition) => 'reference' in query || expedition.senderId === query.customer.id)
    .map(expeditionDebt);
}

/**
 * The tickets among them. Whoever may take payments but not read tickets gets none (the server
 * refuses the list): their expeditions are still offered.
 */
async function ticketDebts(query: DebtsQuery, signal: AbortSignal): Promise<Debt[]> {
  const search = 'reference' in query ? { column: 'ref_billet', q: query.reference } : query.customer.tel ? { column: 'tel', q: query.customer.tel } : null;
  if (!search) return [];
  try {
    const page = await api.get<Page<DebtorTicket>>(withQuery('/billets', { ...search, per_page: PER_PAGE }), signal);
    return page.items
      .filter((ticket) => ticket.status !== 'annule' && ('reference' in query || ticket.customerId === query.customer.id))
      .map(ticketDebt);
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

/** A reference typed: an expedition's (`EXP…`), a ticket's (`BIL…`), or either (its digits alone). */
function kindsOf(reference: string): { expeditions: boolean; tickets: boolean } {
  const text = reference.trim().toUpperCase();
  return { expeditions: !text.startsWith('B'), tickets: !text.startsWith('E') };
}

export async function getDebts(query: DebtsQuery, signal: AbortSignal): Promise<Debt[]> {
  const kinds = 'reference' in query ? kindsOf(query.reference) : { expeditions: true, tickets: true };
  const [expeditions, tickets] = await Promise.all([
    kinds.expeditions ? expeditionDebts(query, signal) : [],
    kinds.tickets ? ticketDebts(query, signal) : [],
  ]);
  return [...expeditions, ...tickets].filter((debt) => debt.debt > 0);
}

/** Under the `invoices` key, so that any payment (of an expedition or a ticket) refreshes it. */
export const debtsQueryOptions = (query: DebtsQuery) =>
  queryOptions({
    queryKey: ['invoices', 'debts', query] as const,
    queryFn: ({ signal }) => getDebts(query, signal),
  });

/** The expeditions and tickets still owing something, among those `query` names (nothing while it is null). */
export function useDebts(query: DebtsQuery | null) {
  return useQuery({
    ...debtsQueryOptions(query ?? { reference: '' }),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
}
