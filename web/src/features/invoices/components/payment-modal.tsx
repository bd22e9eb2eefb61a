import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  paymentSchema,
  useAddPayment,
  type PaymentFormValues,
  type PaymentValues,
} from '@/features/invoices/api/add-payment';
import { debtKey, expeditionDebt, useDebts, type Debt, type DebtorExpedition } from '@/features/invoices/api/get-debts';
import { DebtCard } from '@/components/debt-card';
import { FormError } from '@/components/form-error';
import { DecimalField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { SEARCH_MIN_LENGTH } from '@/components/list-search';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

const SEARCH_DELAY_MS = 400;

/** A client who owes: tickets are found by their phone. */
export interface Customer {
  id: number;
  name: string;
  tel?: string | null;
}

/**
 * 'Ajouter un paiement': an expedition or a passenger ticket that still owes something, and an
 * amount up to its debt. With `expedition`, that one is chosen already (a row's 'Paiement'); with
 * `customer`, the debts offered are that client's; otherwise they are searched by reference.
 */
export function PaymentModal({
  opened,
  onClose,
  customer,
  expedition = null,
}: {
  opened: boolean;
  onClose: () => void;
  customer: Customer | null;
  expedition?: DebtorExpedition | null;
}) {
  const { t } = useTranslation();
  if (expedition) {
    return (
      <FormModal opened={opened} onClose={onClose} size="md" title={t('invoices.payment.title')}>
        {/* Keyed: another expedition starts a fresh form. */}
        <PaymentForm key={expedition.id} debts={[expeditionDebt(expedition)]} onDone={onClose} />
      </FormModal>
    );
  }
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="md"
      title={customer ? t('invoices.payment.titleFor', { name: customer.name }) : t('invoices.payment.title')}
    >
      {customer ? <CustomerPayment customer={customer} onDone={onClose} /> : <PaymentForm debts={null} onDone={onClose} />}
    </FormModal>
  );
}

function CustomerPayment({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { t } = useTranslation();
  const debts = useDebts({ customer });
  return (
    <QueryContent query={debts} isEmpty={(found) => found.length === 0} emptyText={t('invoices.payment.noDebt')}>
      {(found) => <PaymentForm debts={found} onDone={onDone} />}
    </QueryContent>
  );
}

/** `debts`: the ones to choose from; null to search them by reference. */
function PaymentForm({ debts, onDone }: { debts: Debt[] | null; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddPayment();
  const initial = debts?.length === 1 ? debts[0] : null;
  const [picked, setPicked] = useState<Debt | null>(initial);
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = debts === null && typed.length >= SEARCH_MIN_LENGTH && typed !== picked?.ref;
  const found = useDebts(searching ? { reference: typed } : null);

  const choices = debts ?? found.data ?? [];
  const options = picked && !choices.some((debt) => debtKey(debt) === debtKey(picked)) ? [picked, ...choices] : choices;

  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, PaymentValues>({
    resolver: (values, context, options) => zodResolver(paymentSchema(picked?.debt ?? null))(values, context, options),
    defaultValues: { owing: initial ? debtKey(initial) : null, amount: '' },
  });

  const onSubmit = handleSubmit(({ owing, amount }) => {
    const debt = options.find((candidate) => debtKey(candidate) === owing);
    if (!debt) return;
    add.mutate(
      { debt, amount },
      {
        onSuccess: onDone,
        onError: (error) => {
          // Above the debt (someone paid meanwhile): the server's message goes on the amount.
          if (error instanceof ApiError && error.status === 409) setError('amount', { type: 'server', message: error.message });
          else setServerFieldErrors(error, setError, ['amount']);
        },
      },
    );
  });

  const shownOnField = add.error instanceof ApiError && (add.error.status === 409 || 'amount' in add.error.fields);
  const short = debts === null && text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
  const nothingFound = short || typed.length < SEARCH_MIN_LENGTH
    ? t('invoices.payment.typeReference', { min: SEARCH_MIN_LENGTH })
    : found.isFetching
      ? t('common.loading')
      : found.isError
        ? found.error.message
        : t('invoices.payment.nothingFound');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invoices.payment.title')}>
      <Stack>
        {!shownOnField && <FormError error={add.error} />}
        <Controller
          control={control}
          name="owing"
          render={({ field }) => (
            <Select
              label={t('invoices.payment.owing')}
              withAsterisk
              placeholder={debts === null ? t('invoices.payment.searchPlaceholder') : t('invoices.payment.choose')}
              data={options.map((debt) => ({ value: debtKey(debt), label: debt.ref }))}
              value={field.value}
              onChange={(key) => {
                field.onChange(key);
                setPicked(options.find((debt) => debtKey(debt) === key) ?? null);
              }}
              onBlur={field.onBlur}
              searchable
              searchValue={debts === null ? text : undefined}
              onSearchChange={debts === null ? setText : undefined}
              nothingFoundMessage={debts === null ? nothingFound : t('invoices.payment.nothingFound')}
              renderOption={({ option }) => {
                const debt = options.find((candidate) => debtKey(candidate) === option.value);
                return debt ? <DebtOption debt={debt} /> : option.label;
              }}
              maxDropdownHeight={320}
              comboboxProps={{ withinPortal: true }}
              error={errors.owing?.message}
              // Chosen already (a row's Paiement, a client's only debt): the amount comes first.
              data-autofocus={initial ? undefined : true}
            />
          )}
        />
        {picked && <DebtSummary debt={picked} />}
        <DecimalField
          control={control}
          name="amount"
          label={t('invoices.payment.amount')}
          withAsterisk
          leftSection="$"
          description={picked ? t('invoices.payment.upTo', { debt: formatMoney(picked.debt) }) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus={initial ? true : undefined}
        />
        <FormButtons onClose={onDone} pending={add.isPending} />
      </Stack>
    </form>
  );
}

function DebtOption({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {debt.ref}
      </Text>
      <Text size="xs" c="dimmed">
        {t('invoices.payment.option', {
          name: debt.customer.name,
          date: formatDate(debt.createdAt),
          debt: formatMoney(debt.debt),
        })}
      </Text>
    </Stack>
  );
}

/** What the chosen expedition or ticket costs, what was paid and what is left. */
function DebtSummary({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'customer', value: debt.customer.name },
    { key: debt.kind === 'billet' ? 'flight' : 'route', value: debt.about },
    { key: 'price', value: formatMoney(debt.price) },
    { key: 'paid', value: formatMoney(debt.paid) },
  ] as const;
  const labelled = rows.map((row) => ({ ...row, label: t(`invoices.payment.${row.key}`) }));
  return <DebtCard label={t('invoices.payment.summary')} rows={labelled} dueLabel={t('invoices.payment.debt')} due={debt.debt} />;
}
