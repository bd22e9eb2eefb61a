import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateVehicle, vehicleSchema, type VehicleInput } from '@/features/vehicles/api/create-vehicle';
import type { Vehicle } from '@/features/vehicles/api/get-vehicles';
import { useUpdateVehicle } from '@/features/vehicles/api/update-vehicle';
import { FormError } from '@/components/form-error';
import { FormButtons, FormModal } from '@/components/form-modal';
import { setServerFieldErrors } from '@/lib/forms';

/** Nouveau véhicule / Modifier le véhicule: `vehicle` null adds one. */
export function VehicleModal({ opened, onClose, vehicle }: { opened: boolean; onClose: () => void; vehicle: Vehicle | null }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="md"
      title={vehicle ? t('vehicles.form.editTitle', { plaque: vehicle.plaque }) : t('vehicles.form.addTitle')}
    >
      <VehicleForm key={vehicle ? `${vehicle.id}-${vehicle.updatedAt}` : 'new'} vehicle={vehicle} onDone={onClose} />
    </FormModal>
  );
}

function VehicleForm({ vehicle, onDone }: { vehicle: Vehicle | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const save = vehicle ? update : create;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VehicleInput>({
    resolver: zodResolver(vehicleSchema),
    defaultValues: { plaque: vehicle?.plaque ?? '', mark: vehicle?.mark ?? '', description: vehicle?.description ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => setServerFieldErrors(error, setError, ['plaque', 'mark', 'description']),
    };
    if (vehicle) update.mutate({ vehicle, values }, handlers);
    else create.mutate(values, handlers);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error} />
        <TextInput
          label={t('vehicles.form.plaque')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          error={errors.plaque?.message}
          {...register('plaque')}
        />
        <TextInput label={t('vehicles.form.mark')} autoComplete="off" error={errors.mark?.message} {...register('mark')} />
        <Textarea
          label={t('vehicles.form.description')}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...register('description')}
        />
        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
