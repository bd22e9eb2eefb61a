import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX,
  expenseBody,
  expenseSchema,
  type ExpenseFormValues,
  type ExpenseValues,
} from '@/features/depenses/api/create-depense';
import { ManifestPicker, PersonPicker } from '@/features/depenses/components/pickers';
import type { Depense } from '@/features/depenses/types';
import { ExtensionField } from '@/components/extension-select';
import { FormError } from '@/components/form-error';
import { DayField, DecimalField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';
import { useCreateDepense } from '@/lib/shared-api/create-depense';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';
import { useTypedepenses } from '@/lib/shared-api/get-typedepenses';
import { useUpdateDepense } from '@/lib/shared-api/update-depense';

const serverFields: readonly Path<ExpenseFormValues>[] = [
  'typedepenseId', 'brancheId', 'mount', 'date', 'beneficerId', 'manifesteId', 'description',
];

/**
 * 'Nouvelle dépense', or the edit of a standalone expense (`depense`): its type (one not tied to a
 * manifest), branch, amount, date, and optionally who was paid, for which flight, and why.
 */
export function ExpenseModal({ opened, onClose, depense = null }: { opened: boolean; onClose: () => void; depense?: Depense | null }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={depense ? t('depenses.form.editTitle', { ref: depense.ref_depense }) : t('depenses.form.newTitle')}
    >
      {/* Keyed: another expense, or a new one after an edit, starts a fresh form. */}
      <ExpenseForm key={depense ? `${depense.id}-${depense.updatedAt}` : 'new'} depense={depense} onDone={onClose} />
    </FormModal>
  );
}

function ExpenseForm({ depense, onDone }: { depense: Depense | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const session = useSession();
  const { can } = usePermissions();
  const types = useTypedepenses();
  const create = useCreateDepense();
  const update = useUpdateDepense();
  const saving = depense ? update : create;
  const ownBranch = session?.user.extensionId ?? null;
  // Someone bound to a branch records its expenses only, unless `admin` (the server says 403 otherwise).
  const choosesBranch = can('admin') || ownBranch === null;
  // The beneficiaries are open to the expense permissions; the manifest list needs its own.
  const seesManifests = can('afficher manifeste');

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ExpenseFormValues, unknown, ExpenseValues>({
    resolver: zodResolver(expenseSchema),
    defaultValues: depense
      ? {
          typedepenseId: depense.typedepenseId,
          brancheId: depense.brancheId,
          mount: depense.mount,
          date: depense.date,
          beneficerId: depense.beneficerId,
          manifesteId: depense.manifesteId,
          description: depense.description ?? '',
        }
      : {
          typedepenseId: null,
          brancheId: ownBranch,
          mount: '',
          date: today,
          beneficerId: null,
          manifesteId: null,
          description: '',
        },
  });

  const onSubmit = handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => setServerFieldErrors(error, setError, serverFields) };
    if (depense) update.mutate({ id: depense.id, body: { ...expenseBody(values), updatedAt: depense.updatedAt } }, handlers);
    else create.mutate(expenseBody(values), handlers);
  });

  const shownOnField = saving.error instanceof ApiError && serverFields.some((name) => name in (saving.error as ApiError).fields);
  // Commission types belong to a manifest's commission modal; the type being edited stays shown.
  const typeOptions = (types.data ?? [])
    .filter((type) => !type.ismanifeste || type.id === depense?.typedepenseId)
    .map((type) => ({ value: type.id, label: type.type }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={depense ? t('depenses.form.editTitle', { ref: depense.ref_depense }) : t('depenses.form.newTitle')}>
      <Stack>
        {!shownOnField && <FormError error={saving.error} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Controller
            control={control}
            name="typedepenseId"
            render={({ field }) => (
              <Select<number>
                label={t('depenses.form.type')}
                withAsterisk
                placeholder={t('depenses.form.typePlaceholder')}
                data={typeOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                nothingFoundMessage={types.isError ? types.error.message : t('depenses.form.noType')}
                comboboxProps={{ withinPortal: true }}
                error={errors.typedepenseId?.message}
                // Focused first in the form: its list opens on a click or when typing, not over the fields below.
                openOnFocus={false}
                data-autofocus
              />
            )}
          />
          <ExtensionField
            control={control}
            name="brancheId"
            label={t('depenses.form.branch')}
            withAsterisk
            disabled={!choosesBranch}
            description={choosesBranch ? undefined : t('depenses.form.ownBranch')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            comboboxProps={{ withinPortal: true }}
          />
          <DecimalField control={control} name="mount" label={t('depenses.form.amount')} withAsterisk leftSection="$" fixedDecimals={2} />
          <DayField control={control} name="date" label={t('depenses.form.date')} withAsterisk />
          <Controller
            control={control}
            name="beneficerId"
            render={({ field }) => (
              <PersonPicker
                label={t('depenses.form.beneficiary')}
                placeholder={t('depenses.form.beneficiaryPlaceholder')}
                known={depense?.beneficer ?? null}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={errors.beneficerId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="manifesteId"
            render={({ field }) => (
              <ManifestPicker
                label={t('depenses.form.manifest')}
                placeholder={t('depenses.form.manifestPlaceholder')}
                known={depense?.manifeste ?? null}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!seesManifests}
                description={seesManifests ? undefined : t('depenses.form.noManifestRight')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={errors.manifesteId?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label={t('depenses.form.description')}
          placeholder={t('depenses.form.descriptionPlaceholder')}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX}
          error={errors.description?.message}
          {...register('description')}
        />
        <FormButtons onClose={onDone} pending={saving.isPending} />
      </Stack>
    </form>
  );
}
