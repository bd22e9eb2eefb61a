import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { DayField, PaperField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { pastDay, requiredText } from '@/lib/airworthiness-forms';
import { setServerFieldErrors } from '@/lib/forms';
import { optionalImageOrPdf } from '@/lib/uploads';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

/** How a feature saves what one of these modals collected. */
export interface SaveHandlers {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export interface LifecycleAction<Values> {
  /** Sends `values` for the item the modal is about; the modal closes on success. */
  save: (values: Values, handlers: SaveHandlers) => void;
  pending: boolean;
  error: Error | null;
}

/** A row's mutation (`{ id, ...values }`) as a modal's action; nothing is sent while `id` is null. */
export function rowAction<Input extends { id: number }>(
  mutation: { mutate: (input: Input, handlers: SaveHandlers) => void; isPending: boolean; error: Error | null },
  id: number | null,
): LifecycleAction<Omit<Input, 'id'>> {
  return {
    save: (values, handlers) => {
      // The values and the id are the whole input (TypeScript does not see Omit<I, 'id'> & { id } as I).
      if (id !== null) mutation.mutate({ id, ...values } as Input, handlers);
    },
    pending: mutation.isPending,
    error: mutation.error,
  };
}

const removeSchema = (today: string) => z.object({ date: pastDay(today) });
export type RemoveValues = z.output<ReturnType<typeof removeSchema>>;

/** 'Déposer': the day an item came off where it is installed (`where` says where, for the person to check). */
export function RemoveModal({
  opened,
  onClose,
  title,
  where,
  action,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  where: ReactNode;
  action: LifecycleAction<RemoveValues>;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="md">
      <RemoveForm where={where} action={action} onDone={onClose} />
    </FormModal>
  );
}

function RemoveForm({ where, action, onDone }: { where: ReactNode; action: LifecycleAction<RemoveValues>; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const { control, handleSubmit, setError } = useForm<z.input<ReturnType<typeof removeSchema>>, unknown, RemoveValues>({
    resolver: zodResolver(removeSchema(today)),
    defaultValues: { date: today },
  });
  const onSubmit = handleSubmit((values) =>
    action.save(values, { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['date']) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={action.error} />
        <Text size="sm">{where}</Text>
        <DayField control={control} name="date" label={t('airworthiness.lifecycle.removedOn')} withAsterisk maxDate={today} />
        <FormButtons onClose={onDone} pending={action.pending} submit={t('airworthiness.lifecycle.remove')} />
      </Stack>
    </form>
  );
}

const overhaulSchema = (today: string) => z.object({ date: pastDay(today), crs: requiredText(), file: optionalImageOrPdf() });
export type OverhaulValues = z.output<ReturnType<typeof overhaulSchema>>;

/** 'Révision': an overhaul on a day, with its CRS reference and, when there is one, the CRS file. TSO and CSO start again from zero. */
export function OverhaulModal({
  opened,
  onClose,
  title,
  action,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  action: LifecycleAction<OverhaulValues>;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="md">
      <OverhaulForm action={action} onDone={onClose} />
    </FormModal>
  );
}

function OverhaulForm({ action, onDone }: { action: LifecycleAction<OverhaulValues>; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<ReturnType<typeof overhaulSchema>>, unknown, OverhaulValues>({
    resolver: zodResolver(overhaulSchema(today)),
    defaultValues: { date: today, crs: '', file: null },
  });
  const onSubmit = handleSubmit((values) =>
    action.save(values, { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, setError, ['date', 'crs', 'file']) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={action.error} />
        <Text size="sm" c="dimmed">
          {t('airworthiness.lifecycle.overhaulHint')}
        </Text>
        <DayField control={control} name="date" label={t('airworthiness.lifecycle.overhauledOn')} withAsterisk maxDate={today} />
        <TextInput label={t('airworthiness.lifecycle.crs')} withAsterisk autoComplete="off" error={errors.crs?.message} {...register('crs')} />
        <PaperField control={control} name="file" label={t('airworthiness.lifecycle.crsFile')} description={t('airworthiness.form.fileHint')} />
        <FormButtons onClose={onDone} pending={action.pending} />
      </Stack>
    </form>
  );
}
