import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import { usePermissions } from '@/lib/permissions';

/** What these pieces need of a payment, from the payments list or from an expedition. */
export interface PaymentLike {
  id: number;
  ref_invoice: string;
  price: number;
  createdAt: string;
  cancelledAt: string | null;
  cancelledBy: { id: number; name: string } | null;
  cancelReason: string | null;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** `21/11/2026 08:05`, in the browser's time zone. */
export function formatDateTime(value: string): string {
  return `${formatDate(value)} ${timeFormat.format(new Date(value))}`;
}

/** The amount, struck through once the payment is cancelled (it no longer counts). */
export function PaymentAmount({ payment }: { payment: PaymentLike }) {
  const cancelled = payment.cancelledAt !== null;
  return (
    <Text inherit fw={600} td={cancelled ? 'line-through' : undefined} c={cancelled ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(payment.price)}
    </Text>
  );
}

/** 'Annulé' with who, when and why; or, for a payment that counts, 'Annuler' for those who may. */
export function PaymentState({ payment, onCancel }: { payment: PaymentLike; onCancel: (payment: PaymentLike) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  if (payment.cancelledAt !== null) {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="red" variant="light">
          {t('invoices.cancel.cancelled')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('invoices.cancel.by', {
            name: payment.cancelledBy?.name ?? t('invoices.cancel.someone'),
            date: formatDateTime(payment.cancelledAt),
          })}
        </Text>
        {payment.cancelReason && (
          <Text size="xs" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            {t('invoices.cancel.why', { reason: payment.cancelReason })}
          </Text>
        )}
      </Stack>
    );
  }
  if (!can('supprimer facture')) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={() => onCancel(payment)}
      aria-label={t('invoices.cancel.action', { ref: payment.ref_invoice })}
    >
      {t('common.cancel')}
    </Button>
  );
}
