import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CANCEL_REASON_MAX,
  cancelPaymentSchema,
  useCancelPayment,
  type CancelPaymentValues,
} from '@/features/invoices/api/cancel-payment';
import { FormError } from '@/components/form-error';
import { FormButtons, FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

/** What the modal needs of a payment, from the payments list or from an expedition. */
export interface CancellablePayment {
  id: number;
  ref_invoice: string;
  price: number;
  createdAt: string;
}

/**
 * 'Annuler' a payment: says what it does (the payment stays, marked; its amount is owed again),
 * asks why, and cancels once confirmed. Nothing is deleted.
 */
export function CancelPaymentModal({ payment, onClose }: { payment: CancellablePayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={payment !== null} onClose={onClose} size="md" title={t('invoices.cancel.title', { ref: payment?.ref_invoice ?? '' })}>
      {payment && <CancelPaymentForm key={payment.id} payment={payment} onDone={onClose} />}
    </FormModal>
  );
}

function CancelPaymentForm({ payment, onDone }: { payment: CancellablePayment; onDone: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelPayment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelPaymentValues>({ resolver: zodResolver(cancelPaymentSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(({ reason }) => {
    cancel.mutate(
      { id: payment.id, reason },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['reason']) },
    );
  });
  const shownOnField = cancel.error instanceof ApiError && 'reason' in cancel.error.fields;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invoices.cancel.title', { ref: payment.ref_invoice })}>
      <Stack>
        {!shownOnField && <FormError error={cancel.error} />}
        <Alert color="orange" variant="light">
          <Text size="sm">
            {t('invoices.cancel.explain', {
              ref: payment.ref_invoice,
              amount: formatMoney(payment.price),
              date: formatDate(payment.createdAt),
            })}
          </Text>
        </Alert>
        <Textarea
          label={t('invoices.cancel.reason')}
          placeholder={t('invoices.cancel.reasonPlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={CANCEL_REASON_MAX}
          data-autofocus
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormButtons onClose={onDone} pending={cancel.isPending} submit={t('invoices.cancel.confirm')} color="red" />
      </Stack>
    </form>
  );
}
