import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

interface Named {
  id: number;
  name: string;
}

/** A payment of an expedition (FAC-…). */
export interface Invoice {
  id: number;
  ref_invoice: string;
  /** Dollars paid. */
  price: number;
  expeditionId: number;
  expedition: { id: number; ref_expedition: string };
  /** The expedition's sender, who owes its price. */
  customer: Named;
  /** The branch where it was paid. */
  extension: Named;
  /** Who took the payment. */
  invoice_user: Named;
  createdAt: string;
  /** When the payment was cancelled (it stays, excluded from totals and debts); null while it counts. */
  cancelledAt: string | null;
  cancelledBy: Named | null;
  cancelReason: string | null;
}

/** A page of payments and the total, in dollars, of every payment the filters keep (cancelled ones excluded). */
export interface InvoicePage extends Page<Invoice> {
  amount: number;
}

export const invoiceSearchColumns = ['ref_invoice', 'expedition.ref_expedition', 'customer.name'] as const;
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
