import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  billetPaymentSchema,
  useAddBilletPayment,
  type BilletPaymentFormValues,
  type BilletPaymentValues,
} from '@/features/billets/api/add-billet-payment';
import type { Billet } from '@/features/billets/types';
import { DebtCard } from '@/components/debt-card';
import { FormError } from '@/components/form-error';
import { DecimalField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

/** 'Paiement' of a ticket: an amount up to what it still owes, as the payments of expeditions. */
export function BilletPaymentModal({ billet, opened, onClose }: { billet: Billet | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size="md" title={t('billets.payment.title', { ref: billet?.ref_billet ?? '' })}>
      {/* Keyed: another ticket starts a fresh form. */}
      {billet && <PaymentForm key={billet.id} billet={billet} onDone={onClose} />}
    </FormModal>
  );
}

function PaymentForm({ billet, onDone }: { billet: Billet; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddBilletPayment();
  const { control, handleSubmit, setError } = useForm<BilletPaymentFormValues, unknown, BilletPaymentValues>({
    resolver: zodResolver(billetPaymentSchema(billet.due)),
    defaultValues: { amount: '' },
  });

  const onSubmit = handleSubmit(({ amount }) => {
    add.mutate(
      { billetId: billet.id, amount },
      {
        onSuccess: onDone,
        onError: (error) => {
          // Above what it owes (someone paid meanwhile): the server's message goes on the amount.
          if (error instanceof ApiError && error.status === 409) setError('amount', { type: 'server', message: error.message });
          else setServerFieldErrors(error, setError, ['amount']);
        },
      },
    );
  });
  const shownOnField = add.error instanceof ApiError && (add.error.status === 409 || 'amount' in add.error.fields);
  const rows = [
    { key: 'passenger', value: billet.name },
    { key: 'flight', value: billet.manifest.ref_manifest },
    { key: 'fare', value: formatMoney(billet.fare) },
    { key: 'paid', value: formatMoney(billet.paid) },
  ] as const;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('billets.payment.title', { ref: billet.ref_billet })}>
      <Stack>
        {!shownOnField && <FormError error={add.error} />}
        <DebtCard
          label={t('billets.payment.summary')}
          rows={rows.map((row) => ({ ...row, label: t(`billets.payment.${row.key}`) }))}
          dueLabel={t('billets.payment.due')}
          due={billet.due}
        />
        <DecimalField
          control={control}
          name="amount"
          label={t('billets.payment.amount')}
          withAsterisk
          leftSection="$"
          fixedDecimals={2}
          description={t('billets.payment.upTo', { due: formatMoney(billet.due) })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
        />
        <FormButtons onClose={onDone} pending={add.isPending} />
      </Stack>
    </form>
  );
}
