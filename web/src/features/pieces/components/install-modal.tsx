import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Piece } from '@/features/pieces/api/get-pieces';
import { installPieceSchema, useInstallPiece, type InstallPieceFormValues, type InstallPieceValues } from '@/features/pieces/api/install-piece';
import { HostSelect } from '@/features/pieces/components/host-select';
import { FormError } from '@/components/form-error';
import { DayField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { setServerFieldErrors } from '@/lib/forms';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

/** 'Installer': a piece goes on an aircraft or a component, from a day. */
export function InstallPieceModal({ opened, onClose, piece }: { opened: boolean; onClose: () => void; piece: Piece | null }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size="md" title={t('pieces.install.title', { libele: piece?.libele ?? '', serie: piece?.serie ?? '' })}>
      {piece && <InstallForm key={piece.id} piece={piece} onDone={onClose} />}
    </FormModal>
  );
}

function InstallForm({ piece, onDone }: { piece: Piece; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const install = useInstallPiece();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InstallPieceFormValues, unknown, InstallPieceValues>({
    resolver: zodResolver(installPieceSchema(today)),
    defaultValues: { planecomposantId: null, date: today },
  });
  const onSubmit = handleSubmit((values) =>
    install.mutate(
      { id: piece.id, ...values },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['planecomposantId', 'date']) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={install.error} />
        <Text size="sm" c="dimmed">
          {t('pieces.install.hint')}
        </Text>
        <Controller
          control={control}
          name="planecomposantId"
          render={({ field }) => (
            <HostSelect
              label={t('pieces.fields.host')}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.planecomposantId?.message}
            />
          )}
        />
        <DayField control={control} name="date" label={t('pieces.install.date')} withAsterisk maxDate={today} />
        <FormButtons onClose={onDone} pending={install.isPending} submit={t('pieces.actions.install')} />
      </Stack>
    </form>
  );
}
