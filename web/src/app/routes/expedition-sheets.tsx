import type { ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import { ExpeditionInvoiceRoute, ExpeditionSlipRoute } from '@/features/expeditions/routes/expedition-sheet';
import { ExpeditionPayments } from '@/features/invoices/components/expedition-payments';

// The staff pages of an expedition's slip and invoice, with its payments under the sheet
// (the payments, and their cancellation, belong to the invoices feature).
const payments = (expedition: ExpeditionDetail) => <ExpeditionPayments payments={expedition.invoices} paid={expedition.paid} />;

export function ExpeditionSlipPage() {
  return <ExpeditionSlipRoute below={payments} />;
}

export function ExpeditionInvoicePage() {
  return <ExpeditionInvoiceRoute below={payments} />;
}
