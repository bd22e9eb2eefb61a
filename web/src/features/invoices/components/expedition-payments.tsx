import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelPaymentModal } from '@/features/invoices/components/cancel-payment-modal';
import { formatDateTime, PaymentAmount, PaymentState, type PaymentLike } from '@/features/invoices/components/payment-state';
import { formatMoney } from '@/lib/format';

/**
 * An expedition's or a ticket's payments on its page (not printed): each with its amount (struck
 * once cancelled), who took it, and 'Annuler' for those with `supprimer facture`.
 */
export function ExpeditionPayments({
  payments,
  paid,
  title,
}: {
  payments: readonly (PaymentLike & { invoice_user: { name: string } })[];
  /** What counts as paid, cancelled payments excluded (the server's figure). */
  paid: number;
  /** The section's title; the expedition's by default. */
  title?: string;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<PaymentLike | null>(null);
  const heading = title ?? t('invoices.expedition.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={heading} className="print-hide">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('invoices.expedition.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoices.table.ref')}</Table.Th>
                  <Table.Th>{t('invoices.table.date')}</Table.Th>
                  <Table.Th>{t('invoices.table.amount')}</Table.Th>
                  <Table.Th>{t('invoices.table.user')}</Table.Th>
                  <Table.Th>{t('invoices.table.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td fw={600}>{payment.ref_invoice}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</Table.Td>
                    <Table.Td>
                      <PaymentAmount payment={payment} />
                    </Table.Td>
                    <Table.Td>{payment.invoice_user.name}</Table.Td>
                    <Table.Td>
                      <PaymentState payment={payment} onCancel={setCancelling} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="sm" fw={600}>
          {t('invoices.expedition.paid', { paid: formatMoney(paid) })}
        </Text>
      </Stack>
      <CancelPaymentModal payment={cancelling} onClose={() => setCancelling(null)} />
    </Paper>
  );
}
