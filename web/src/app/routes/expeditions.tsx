import { ExpeditionsRoute, type PaymentModalSlot } from '@/features/expeditions/routes/expeditions';
import { PaymentModal } from '@/features/invoices/components/payment-modal';

// The expeditions list, whose rows that owe something open the payment form of the invoices
// feature with that expedition chosen.
const paymentModal: PaymentModalSlot = ({ expedition, opened, onClose }) => (
  <PaymentModal opened={opened} onClose={onClose} customer={null} expedition={expedition} />
);

export function ExpeditionsPage() {
  return <ExpeditionsRoute paymentModal={paymentModal} />;
}
