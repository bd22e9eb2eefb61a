import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { beneficiarySchema, useCreateBeneficiary, type BeneficiaryInput } from '@/features/commissions/api/create-beneficiary';
import { FormModal, NestedForm } from '@/components/form-modal';
import { PhoneInput } from '@/components/phone-input';
import { setServerFieldErrors } from '@/lib/forms';
import type { BeneficiaryOption } from '@/lib/shared-api/get-beneficiaries';

const serverFields = ['name', 'tel'] as const;

/** 'Nouveau bénéficiaire': an external person added without leaving the commission form; `onCreated` gets them, to be picked. */
export function NewBeneficiaryModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (beneficiary: BeneficiaryOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size="md" title={t('commissions.beneficiary.title')}>
      <BeneficiaryForm
        onDone={onClose}
        onCreated={(beneficiary) => {
          onCreated(beneficiary);
          onClose();
        }}
      />
    </FormModal>
  );
}

function BeneficiaryForm({ onDone, onCreated }: { onDone: () => void; onCreated: (beneficiary: BeneficiaryOption) => void }) {
  const { t } = useTranslation();
  const create = useCreateBeneficiary();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BeneficiaryInput>({
    resolver: zodResolver(beneficiarySchema),
    defaultValues: { name: '', tel: '' },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ data }) => onCreated({ id: data.id, name: data.name, tel: data.tel }),
      onError: (error) => setServerFieldErrors(error, setError, serverFields),
    }),
  );

  return (
    <NestedForm label={t('commissions.beneficiary.title')} onSubmit={onSubmit} onClose={onDone} pending={create.isPending} error={create.error}>
      <Alert color="blue" variant="light" p="xs">
        {t('commissions.beneficiary.hint')}
      </Alert>
      <TextInput
        label={t('commissions.beneficiary.name')}
        withAsterisk
        data-autofocus
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <PhoneInput label={t('commissions.beneficiary.tel')} autoComplete="off" error={errors.tel?.message} {...register('tel')} />
    </NestedForm>
  );
}
