import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { quickClientSchema, useCreateClient, type QuickClientInput } from '@/features/expeditions/api/create-client';
import { FormModal, NestedForm } from '@/components/form-modal';
import { PhoneInput } from '@/components/phone-input';
import { setServerFieldErrors } from '@/lib/forms';
import type { PersonOption } from '@/lib/shared-api/get-people-options';
import { useClientProfileId } from '@/lib/shared-api/get-user-counts';

const serverFields = ['name', 'tel', 'email', 'adress'] as const;

/** A client added without leaving the expedition form; `onCreated` gets them, to be picked. */
export function QuickClientModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (client: PersonOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size="md" title={t('expeditions.quickClient.title')}>
      <QuickClientForm
        onDone={onClose}
        onCreated={(client) => {
          onCreated(client);
          onClose();
        }}
      />
    </FormModal>
  );
}

function QuickClientForm({ onDone, onCreated }: { onDone: () => void; onCreated: (client: PersonOption) => void }) {
  const { t } = useTranslation();
  const profileId = useClientProfileId();
  const create = useCreateClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<QuickClientInput>({
    resolver: zodResolver(quickClientSchema),
    defaultValues: { name: '', tel: '', email: '', adress: '' },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { profileId, values },
      {
        onSuccess: ({ data }) => onCreated({ id: data.id, name: data.name, tel: data.tel }),
        onError: (error) => setServerFieldErrors(error, setError, serverFields),
      },
    ),
  );

  return (
    <NestedForm label={t('expeditions.quickClient.title')} onSubmit={onSubmit} onClose={onDone} pending={create.isPending} error={create.error}>
      <TextInput
        label={t('expeditions.quickClient.name')}
        withAsterisk
        data-autofocus
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <PhoneInput label={t('expeditions.quickClient.tel')} autoComplete="off" error={errors.tel?.message} {...register('tel')} />
      <TextInput
        label={t('expeditions.quickClient.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput label={t('expeditions.quickClient.adress')} autoComplete="off" error={errors.adress?.message} {...register('adress')} />
    </NestedForm>
  );
}
