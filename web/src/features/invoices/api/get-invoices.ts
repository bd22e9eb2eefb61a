import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { Reply, Row } from '@/lib/api/types';

/**
 * A payment of an expedition or of a passenger ticket (FAC-…; exactly one of `expedition` and
 * `billet` is set), in dollars: `customer` is the sender or the passenger who owes its price,
 * `extension` the branch where it was paid. A cancelled payment stays, excluded from totals and debts.
 */
export type Invoice = Row<'/api/invoices'>;

/** A page of payments and the total, in dollars, of every payment the filters keep (cancelled ones excluded). */
export type InvoicePage = Reply<'/api/invoices'>;

export const invoiceSearchColumns = ['ref_invoice', 'expedition.ref_expedition', 'billet.ref_billet', 'customer.name'] as const;
export type InvoiceSearchColumn = (typeof invoiceSearchColumns)[number];

export interface InvoiceFilters {
  /** First day (`YYYY-MM-DD`), included. */
  from: string | null;
  /** Last day, included. */
  to: string | null;
  /** Only the payments taken at this branch. */
  extensionId: number | null;
}

export interface InvoicesParams extends InvoiceFilters {
  page: number;
  search: { column: InvoiceSearchColumn; q: string } | null;
}

/** The spec's page size. */
export const INVOICES_PER_PAGE = 5;

export function getInvoices({ from, to, extensionId, page, search }: InvoicesParams, signal: AbortSignal): Promise<InvoicePage> {
  const path = withQuery('/invoices', {
    from,
    to,
    extensionId,
    column: search?.column,
    q: search?.q,
    page,
    per_page: INVOICES_PER_PAGE,
  });
  return api.get<InvoicePage>(path, signal);
}

export const invoicesQueryOptions = (params: InvoicesParams) =>
  queryOptions({
    queryKey: ['invoices', 'list', params] as const,
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: (previous) => previous,
  });

export function useInvoices(params: InvoicesParams) {
  return useQuery(invoicesQueryOptions(params));
}
