import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  billetBounds,
  billetFields,
  billetSchema,
  cents,
  emptyBillet,
  useCreateBillet,
  type BilletFormValues,
} from '@/features/billets/api/create-billet';
import { useUpdateBillet } from '@/features/billets/api/update-billet';
import { ManifestPicker } from '@/features/billets/components/manifest-picker';
import { billetTypes, type Billet } from '@/features/billets/types';
import { standardMass } from '@/features/billets/utils';
import { FormError } from '@/components/form-error';
import { DecimalField, WholeNumberField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { PhoneInput } from '@/components/phone-input';
import { ApiError } from '@/lib/api-client';
import { formatMoney, formatWeight } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';
import { paths } from '@/lib/paths';
import '@/features/billets/components/billet-form.css';

/** The server's refusal of a seat another ticket of the flight holds. */
const SEAT_TAKEN = 'seat_taken';

/**
 * 'Nouveau billet', or the edit of `billet`: the flight, the passenger, their seat, weight and
 * baggage, the fare and (for a new ticket) what is paid now. `manifestId` picks the flight of a new one.
 */
export function BilletFormModal({
  opened,
  onClose,
  billet,
  manifestId = null,
}: {
  opened: boolean;
  onClose: () => void;
  billet: Billet | null;
  manifestId?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={billet ? t('billets.form.editTitle', { ref: billet.ref_billet }) : t('billets.form.addTitle')}
    >
      {opened && <BilletFormFlow key={billet ? `${billet.id}-${billet.updatedAt}` : 'new'} billet={billet} manifestId={manifestId} onDone={onClose} />}
    </FormModal>
  );
}

/** The form, then, once a new ticket is sold, what was sold and what comes next. */
function BilletFormFlow({ billet, manifestId, onDone }: { billet: Billet | null; manifestId: number | null; onDone: () => void }) {
  const [sold, setSold] = useState<{ billet: Billet; round: number } | null>(null);
  const [round, setRound] = useState(0);
  if (sold && sold.round === round) {
    return <Sold billet={sold.billet} onAnother={() => setRound((current) => current + 1)} onClose={onDone} />;
  }
  return (
    <BilletForm
      // A new round starts from an empty form on the same flight.
      key={round}
      billet={billet}
      manifestId={sold?.billet.manifestId ?? manifestId}
      onDone={onDone}
      onSold={(created) => setSold({ billet: created, round })}
    />
  );
}

function Sold({ billet, onAnother, onClose }: { billet: Billet; onAnother: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="green" variant="light" role="status" title={t('billets.sold.title', { ref: billet.ref_billet })}>
        <Stack gap={4}>
          <Text size="sm">
            {t('billets.sold.passenger', { name: billet.name, flight: billet.manifest.ref_manifest })}
            {billet.seat ? ` · ${t('billets.sold.seat', { seat: billet.seat })}` : ''}
          </Text>
          <Text size="sm">
            {t('billets.sold.fare', { fare: formatMoney(billet.fare) })} ·{' '}
            {billet.due > 0
              ? t('billets.sold.due', { paid: formatMoney(billet.paid), due: formatMoney(billet.due) })
              : t('billets.sold.paidInFull')}
          </Text>
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={paths.billetPrint(billet.id)}>
          {t('billets.sold.print')}
        </Button>
        <Button component={Link} to={paths.billet(billet.id)} variant="light">
          {t('billets.sold.open')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('billets.sold.another')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function initialValues(billet: Billet | null, manifestId: number | null): BilletFormValues {
  if (!billet) return emptyBillet(manifestId);
  return {
    manifestId: billet.manifestId,
    name: billet.name,
    tel: billet.tel,
    document: billet.document,
    type: billet.type,
    seat: billet.seat ?? '',
    weight: billet.weightDeclared ?? '',
    baggagePieces: billet.baggagePieces,
    baggageWeight: billet.baggageWeight,
    fare: billet.fare,
    cash: '',
  };
}

function BilletForm({
  billet: loaded,
  manifestId,
  onDone,
  onSold,
}: {
  billet: Billet | null;
  manifestId: number | null;
  onDone: () => void;
  onSold: (billet: Billet) => void;
}) {
  const { t } = useTranslation();
  // The version the edit started from: a refetch meanwhile changes neither what the form shows nor
  // the `updatedAt` it sends, so a stale edit gets 409.
  const [billet] = useState(loaded);
  const create = useCreateBillet();
  const update = useUpdateBillet();
  const save = billet ? update : create;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BilletFormValues>({
    resolver: zodResolver(billetSchema),
    defaultValues: initialValues(billet, manifestId),
  });
  const [type, fare, cash] = useWatch({ control, name: ['type', 'fare', 'cash'] });

  const onSubmit = handleSubmit((values) => {
    const onError = (error: Error) => {
      setServerFieldErrors(error, setError, billetFields);
      // The server names the taken seat in its message only: the seat is the field to change.
      if (error instanceof ApiError && error.code === SEAT_TAKEN) setError('seat', { type: 'server', message: error.message });
    };
    if (billet) {
      // The fare may not go below what was paid already (the server says so too, on `fare`).
      if (cents(Number(values.fare)) < cents(billet.paid)) {
        setError('fare', { type: 'rule', message: t('billets.form.errors.fareBelowPaid', { paid: formatMoney(billet.paid) }) });
        return;
      }
      update.mutate({ billet, values }, { onSuccess: onDone, onError });
    } else {
      create.mutate(values, { onSuccess: ({ data }) => onSold(data), onError });
    }
  });

  const typeOptions = billetTypes.map((value) => ({ value, label: t(`billets.type.${value}`) }));
  const owed = typeof fare === 'number' && typeof cash === 'number' ? Math.max(0, cents(fare) - cents(cash)) / 100 : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={billet ? t('billets.form.editTitle', { ref: billet.ref_billet }) : t('billets.form.addTitle')}>
      <Stack>
        <FormError error={save.error} />
        <Controller
          control={control}
          name="manifestId"
          render={({ field }) => (
            <ManifestPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.manifestId?.message}
              current={billet?.manifest ?? null}
            />
          )}
        />

        <Title order={3} size="h5" mt="xs">
          {t('billets.form.passenger')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('billets.form.name')}
            withAsterisk
            autoComplete="off"
            maxLength={billetBounds.nameMax}
            error={errors.name?.message}
            {...register('name')}
          />
          <PhoneInput label={t('billets.form.tel')} withAsterisk error={errors.tel?.message} {...register('tel')} />
          <TextInput
            label={t('billets.form.document')}
            withAsterisk
            autoComplete="off"
            placeholder={t('billets.form.documentPlaceholder')}
            maxLength={billetBounds.documentMax}
            error={errors.document?.message}
            {...register('document')}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('billets.form.type')}
                withAsterisk
                data={typeOptions}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                error={errors.type?.message}
              />
            )}
          />
        </SimpleGrid>

        <Title order={3} size="h5" mt="xs">
          {t('billets.form.seatAndLoad')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('billets.form.seat')}
            placeholder={t('billets.form.seatPlaceholder')}
            autoComplete="off"
            maxLength={billetBounds.seatMax}
            classNames={{ input: 'billet-form__seat' }}
            error={errors.seat?.message}
            {...register('seat')}
          />
          <DecimalField
            control={control}
            name="weight"
            label={t('billets.form.weight')}
            placeholder={t('billets.form.weightPlaceholder', { kg: formatWeight(standardMass[type]) })}
            rightSection="kg"
          />
          <WholeNumberField control={control} name="baggagePieces" label={t('billets.form.baggagePieces')} withAsterisk />
          <DecimalField control={control} name="baggageWeight" label={t('billets.form.baggageWeight')} withAsterisk rightSection="kg" />
        </SimpleGrid>

        <Title order={3} size="h5" mt="xs">
          {t('billets.form.payment')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DecimalField
            control={control}
            name="fare"
            label={t('billets.form.fare')}
            withAsterisk
            leftSection="$"
            fixedDecimals={2}
            description={billet ? t('billets.form.paidAlready', { paid: formatMoney(billet.paid) }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {!billet && (
            <DecimalField
              control={control}
              name="cash"
              label={t('billets.form.cash')}
              leftSection="$"
              fixedDecimals={2}
              description={t('billets.form.cashHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          )}
        </SimpleGrid>
        {!billet && owed !== null && owed >= 0 && typeof cash === 'number' && cents(cash) <= cents(Number(fare)) && (
          <Text size="sm" c={owed > 0 ? 'orange.8' : undefined} mt={-8}>
            {t('billets.form.dueAfter', { amount: formatMoney(owed) })}
          </Text>
        )}

        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
