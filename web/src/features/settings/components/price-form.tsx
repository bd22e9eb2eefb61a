import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { priceSchema, useCreatePrice, type PriceFormValues, type PriceInput } from '@/features/settings/api/create-price';
import type { Price, RouteEnd } from '@/features/settings/api/get-prices';
import { useUpdatePrice } from '@/features/settings/api/update-price';
import { FormError } from '@/components/form-error';
import { DecimalField, IdSelectField } from '@/components/form-fields';
import { FormButtons } from '@/components/form-modal';
import { branchPlace, useBranchOptions } from '@/lib/branches';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';

const serverFields = ['name', 'originId', 'destinationId', 'price', 'status'] as const;

function initialValues(price: Price | null): PriceFormValues {
  return {
    name: price?.name ?? '',
    originId: price?.originId ?? null,
    destinationId: price?.destinationId ?? null,
    price: price?.price ?? '',
    status: price?.status === 0 ? 0 : 1,
  };
}

/** A route's price: its name, its two ends (branches that may end a route), dollars per kg and status. */
export function PriceForm({
  price,
  onSaved,
  onClose,
}: {
  price: Price | null;
  onSaved: (price: Price) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const create = useCreatePrice();
  const update = useUpdatePrice();
  const save = price ? update : create;
  const canSave = can(price ? 'modifier prix' : 'ajouter prix');
  const routeEnds = useBranchOptions({ type: 1, status: 1 });

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PriceFormValues, unknown, PriceInput>({
    resolver: zodResolver(priceSchema),
    defaultValues: initialValues(price),
  });

  // The ends of the price being edited stay among the choices, even if no longer active.
  const options = (routeEnds.data ?? []).map((branch) => ({ value: branch.id, label: branchPlace(branch) }));
  for (const end of [price?.price_origin, price?.price_destination].filter((e): e is RouteEnd => !!e)) {
    if (!options.some((option) => option.value === end.id)) options.push({ value: end.id, label: branchPlace(end) });
  }

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: ({ data }: { data: Price }) => onSaved(data),
      onError: (error: Error) => setServerFieldErrors(error, setError, serverFields),
    };
    if (price) update.mutate({ price, values }, handlers);
    else create.mutate(values, handlers);
  });

  const routeEnd = (name: 'originId' | 'destinationId') => (
    <IdSelectField
      control={control}
      name={name}
      label={t(`settings.prices.form.${name}`)}
      withAsterisk
      data={options}
      searchable
      nothingFoundMessage={t('settings.prices.form.noRouteEnd')}
      maxDropdownHeight={300}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={price ? price.name : t('settings.prices.form.newTitle')}>
      <Stack>
        <FormError error={save.error} />
        <Fieldset variant="unstyled" disabled={!canSave} p={0} m={0}>
          <Stack>
            <TextInput
              label={t('settings.prices.form.name')}
              withAsterisk
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {routeEnd('originId')}
              {routeEnd('destinationId')}
              <DecimalField control={control} name="price" label={t('settings.prices.form.price')} withAsterisk leftSection="$" fixedDecimals={2} />
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Select<number>
                    label={t('settings.prices.form.status')}
                    data={[
                      { value: 1, label: t('settings.prices.active') },
                      { value: 0, label: t('settings.prices.inactive') },
                    ]}
                    value={field.value}
                    onChange={(value) => field.onChange(value === 0 ? 0 : 1)}
                    allowDeselect={false}
                    error={errors.status?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <FormButtons onClose={onClose} pending={save.isPending} readOnly={!canSave} />
      </Stack>
    </form>
  );
}
