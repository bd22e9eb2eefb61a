import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { installSchema, useInstallComposant, type InstallFormValues, type InstallValues } from '@/features/composants/api/install-composant';
import type { Composant } from '@/features/composants/api/get-composants';
import { PlacementFields } from '@/features/composants/components/placement-fields';
import { FormError } from '@/components/form-error';
import { DayField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { setServerFieldErrors } from '@/lib/forms';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

/** 'Installer': a component goes on an aircraft, at a position and a number, from a day. */
export function InstallModal({ opened, onClose, composant }: { opened: boolean; onClose: () => void; composant: Composant | null }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('composants.install.title', { immatriculation: composant?.immatriculation ?? '' })}
    >
      {composant && <InstallForm key={composant.id} composant={composant} onDone={onClose} />}
    </FormModal>
  );
}

function InstallForm({ composant, onDone }: { composant: Composant; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const install = useInstallComposant();
  const form = useForm<InstallFormValues, unknown, InstallValues>({
    resolver: zodResolver(installSchema(today)),
    defaultValues: { planeId: null, disposition: null, number: 1, date: today },
  });
  const { control, handleSubmit, setError } = form;
  const onSubmit = handleSubmit((values) =>
    install.mutate(
      { id: composant.id, ...values },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['planeId', 'disposition', 'number', 'date']) },
    ),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError error={install.error} />
          <Text size="sm" c="dimmed">
            {t('composants.install.hint')}
          </Text>
          <PlacementFields required />
          <DayField control={control} name="date" label={t('composants.install.date')} withAsterisk maxDate={today} maw={220} />
          <FormButtons onClose={onDone} pending={install.isPending} submit={t('composants.actions.install')} />
        </Stack>
      </form>
    </FormProvider>
  );
}
