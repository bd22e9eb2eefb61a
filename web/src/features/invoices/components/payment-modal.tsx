import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
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
import { useDebts, type DebtorExpedition } from '@/features/invoices/api/get-debts';
import { DecimalInput } from '@/components/decimal-input';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { SEARCH_MIN_LENGTH } from '@/components/list-search';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';

const SEARCH_DELAY_MS = 400;

export interface Customer {
  id: number;
  name: string;
}

/**
 * 'Ajouter un paiement': an expedition that still owes something and an amount up to its debt.
 * With `expedition`, that one is chosen already (a row's 'Paiement'); with `customer`, the
 * expeditions offered are that client's; otherwise they are searched by reference.
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
        <PaymentForm key={expedition.id} expeditions={[expedition]} onDone={onClose} />
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
      {customer ? <CustomerPayment customer={customer} onDone={onClose} /> : <PaymentForm expeditions={null} onDone={onClose} />}
    </FormModal>
  );
}

function CustomerPayment({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { t } = useTranslation();
  const debts = useDebts({ customer });
  return (
    <QueryContent query={debts} isEmpty={(found) => found.length === 0} emptyText={t('invoices.payment.noDebt')}>
      {(found) => <PaymentForm expeditions={found} onDone={onDone} />}
    </QueryContent>
  );
}

/** `expeditions`: the ones to choose from; null to search them by reference. */
function PaymentForm({ expeditions, onDone }: { expeditions: DebtorExpedition[] | null; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddPayment();
  const initial = expeditions?.length === 1 ? expeditions[0] : null;
  const [picked, setPicked] = useState<DebtorExpedition | null>(initial);
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = expeditions === null && typed.length >= SEARCH_MIN_LENGTH && typed !== picked?.ref_expedition;
  const found = useDebts(searching ? { reference: typed } : null);

  const choices = expeditions ?? found.data ?? [];
  const options = picked && !choices.some((expedition) => expedition.id === picked.id) ? [picked, ...choices] : choices;

  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, PaymentValues>({
    resolver: (values, context, options) => zodResolver(paymentSchema(picked?.debt ?? null))(values, context, options),
    defaultValues: { expeditionId: initial?.id ?? null, amount: '' },
  });

  const onSubmit = handleSubmit(({ expeditionId, amount }) => {
    if (expeditionId === null) return;
    add.mutate(
      { expeditionId, amount },
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
  const short = expeditions === null && text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
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
          name="expeditionId"
          render={({ field }) => (
            <Select<number>
              label={t('invoices.payment.expedition')}
              withAsterisk
              placeholder={expeditions === null ? t('invoices.payment.searchPlaceholder') : t('invoices.payment.choose')}
              data={options.map((expedition) => ({ value: expedition.id, label: expedition.ref_expedition }))}
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                setPicked(options.find((expedition) => expedition.id === id) ?? null);
              }}
              onBlur={field.onBlur}
              searchable
              searchValue={expeditions === null ? text : undefined}
              onSearchChange={expeditions === null ? setText : undefined}
              nothingFoundMessage={expeditions === null ? nothingFound : t('invoices.payment.nothingFound')}
              renderOption={({ option }) => {
                const expedition = options.find((candidate) => candidate.id === option.value);
                return expedition ? <ExpeditionOption expedition={expedition} /> : option.label;
              }}
              maxDropdownHeight={320}
              comboboxProps={{ withinPortal: true }}
              error={errors.expeditionId?.message}
              // Chosen already (a row's Paiement, a client's only debt): the amount comes first.
              data-autofocus={initial ? undefined : true}
            />
          )}
        />
        {picked && <DebtSummary expedition={picked} />}
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <DecimalInput
              label={t('invoices.payment.amount')}
              withAsterisk
              leftSection="$"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              description={picked ? t('invoices.payment.upTo', { debt: formatMoney(picked.debt) }) : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.amount?.message}
              data-autofocus={initial ? true : undefined}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
          <Button type="submit" loading={add.isPending} disabled={add.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ExpeditionOption({ expedition }: { expedition: DebtorExpedition }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {expedition.ref_expedition}
      </Text>
      <Text size="xs" c="dimmed">
        {t('invoices.payment.option', {
          name: expedition.sender.name,
          date: formatDate(expedition.createdAt),
          debt: formatMoney(expedition.debt),
        })}
      </Text>
    </Stack>
  );
}

/** What the chosen expedition costs, what was paid and what is left. */
function DebtSummary({ expedition }: { expedition: DebtorExpedition }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'customer', value: expedition.sender.name },
    { key: 'route', value: expedition.route.name },
    { key: 'price', value: formatMoney(expedition.price) },
    { key: 'paid', value: formatMoney(expedition.paid) },
  ] as const;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-label={t('invoices.payment.summary')}>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {rows.map((row) => (
          <div key={row.key}>
            <Text size="xs" c="dimmed">
              {t(`invoices.payment.${row.key}`)}
            </Text>
            <Text size="sm">{row.value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Text size="sm" fw={600}>
          {t('invoices.payment.debt')}
        </Text>
        <Text fw={700} c="red.8">
          {formatMoney(expedition.debt)}
        </Text>
      </Group>
    </Paper>
  );
}
