import { useTranslation } from 'react-i18next';
import { BilletRoute, type BilletExtra } from '@/features/billets/routes/billet';
import { ExpeditionPayments } from '@/features/invoices/components/expedition-payments';

// A ticket's page, with its payments under it (the payments, and their cancellation, belong to the
// invoices feature).
export function BilletPage() {
  const { t } = useTranslation();
  const payments: BilletExtra = (billet) => (
    <ExpeditionPayments payments={billet.invoices} paid={billet.paid} title={t('billets.detail.payments')} />
  );
  return <BilletRoute below={payments} />;
}
