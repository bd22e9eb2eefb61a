import { Alert, Anchor, Button, EmptyState, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useManifestDepenses } from '@/features/commissions/api/get-manifest-depenses';
import {
  commissionSchema,
  DESCRIPTION_MAX,
  remainingAfter,
  sharingIssue,
  toCommissionBody,
  toShareBody,
  type CommissionFormValues,
} from '@/features/commissions/api/save-share';
import { BeneficiarySelect } from '@/features/commissions/components/beneficiary-select';
import { NewBeneficiaryModal } from '@/features/commissions/components/new-beneficiary-modal';
import type { Commission, Depense, ManifestDepenses, Typedepense } from '@/features/commissions/types';
import { cents, dollars, typedCents } from '@/features/commissions/utils/amounts';
import { useCommissionRights, type CommissionManifest, type CommissionRights } from '@/features/commissions/utils/rights';
import { confirmDelete } from '@/components/confirm-delete';
import { DecimalInput } from '@/components/decimal-input';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { QueryContent } from '@/components/query-content';
import { formatDate, formatMoney } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';
import { useCancelDepense } from '@/lib/shared-api/cancel-depense';
import { useCreateDepense } from '@/lib/shared-api/create-depense';
import type { BeneficiaryOption } from '@/lib/shared-api/get-beneficiaries';
import { useTypedepenses } from '@/lib/shared-api/get-typedepenses';
import { useUpdateDepense } from '@/lib/shared-api/update-depense';

const serverFields = ['typedepenseId', 'mountT', 'beneficerId', 'mount', 'description'] as const;

const blank: CommissionFormValues = { typedepenseId: null, mountT: '', beneficerId: null, mount: '', description: '' };

/**
 * The commission modal ('Dépense' on a manifest): the manifest's commissions, each a total shared
 * among beneficiaries. Its form adds a share (creating the commission of that type the first time)
 * or, once a row of its table is chosen, changes or cancels that share.
 */
export function CommissionModal({ manifest, onClose }: { manifest: CommissionManifest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={manifest !== null}
      onClose={onClose}
      size="xl"
      title={manifest ? t('commissions.modal.title', { ref: manifest.ref_manifest }) : ''}
    >
      {manifest && <CommissionContent key={manifest.id} manifest={manifest} onDone={onClose} />}
    </FormModal>
  );
}

function CommissionContent({ manifest, onDone }: { manifest: CommissionManifest; onDone: () => void }) {
  const depenses = useManifestDepenses(manifest.id);
  return (
    <QueryContent query={depenses}>{(found) => <CommissionPanel manifest={manifest} found={found} onDone={onDone} />}</QueryContent>
  );
}

/** The shares in force of every commission of the manifest, commission after commission, oldest first. */
function sharesOf(commissions: readonly Commission[]): Depense[] {
  return commissions.flatMap((commission) => commission.shares);
}

function CommissionPanel({ manifest, found, onDone }: { manifest: CommissionManifest; found: ManifestDepenses; onDone: () => void }) {
  const { t } = useTranslation();
  const rights = useCommissionRights(manifest);
  const { can } = usePermissions();
  const types = useTypedepenses({ manifestOnly: true });
  const add = useCreateDepense();
  const update = useUpdateDepense();
  const cancel = useCancelDepense({ toast: 'error' });
  const [editing, setEditing] = useState<Depense | null>(null);
  const [created, setCreated] = useState<BeneficiaryOption[]>([]);
  const [newBeneficiary, setNewBeneficiary] = useState(false);

  const commissions = found.commissions;
  const shares = sharesOf(commissions);
  const known: BeneficiaryOption[] = [
    ...created,
    ...shares.flatMap((share) => (share.beneficer ? [share.beneficer] : [])),
  ];
  const commissionOf = (typeId: number | null) => commissions.find((commission) => commission.typedepenseId === typeId) ?? null;
  /** What the other shares in force of that type's commission take, in cents (the one being changed left out). */
  const allottedFor = (typeId: number | null) => {
    const commission = commissionOf(typeId);
    if (!commission) return 0;
    const own = editing && editing.depenseId === commission.id ? cents(editing.mount) : 0;
    return cents(commission.allotted ?? 0) - own;
  };

  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<CommissionFormValues>({
    resolver: (values, context, options) =>
      zodResolver(commissionSchema(allottedFor(values.typedepenseId)))(values, context, options),
    defaultValues: blank,
  });
  const [typedepenseId, mountT, mount] = useWatch({ control, name: ['typedepenseId', 'mountT', 'mount'] });

  const writable = rights.lock === null && (editing ? rights.edit : rights.add);
  const busy = add.isPending || update.isPending || cancel.isPending;
  const allotted = allottedFor(typedepenseId);
  const remaining = remainingAfter({ mountT, mount }, allotted);
  // Before anything is sent, as soon as the amounts are typed.
  const issue = sharingIssue({ mountT, mount }, allotted);

  // Whether the amounts fit depends on the total, the share and the type (what the other shares
  // take): once the form was sent, a change to any of them checks both amounts again.
  const recheckShare = () => {
    if (isSubmitted) void trigger(['mountT', 'mount']);
  };

  const forgetErrors = () => {
    add.reset();
    update.reset();
    cancel.reset();
  };

  const clear = () => {
    setEditing(null);
    forgetErrors();
    reset(blank);
  };

  const choose = (share: Depense) => {
    const commission = commissions.find((candidate) => candidate.id === share.depenseId);
    setEditing(share);
    forgetErrors();
    reset({
      typedepenseId: share.typedepenseId,
      mountT: commission?.mount ?? share.mountT ?? '',
      beneficerId: share.beneficerId,
      mount: share.mount,
      description: share.description ?? '',
    });
  };

  const onServerError = (error: Error) => setServerFieldErrors(error, setError, serverFields);
  const onSubmit = handleSubmit((values) => {
    if (editing) {
      update.mutate({ id: editing.id, body: toShareBody(values, editing.updatedAt) }, { onSuccess: clear, onError: onServerError });
    } else {
      add.mutate(toCommissionBody(manifest.id, values), {
        // The next beneficiary of the same commission is the likely next entry.
        onSuccess: () => reset({ ...blank, typedepenseId: values.typedepenseId, mountT: values.mountT }),
        onError: onServerError,
      });
    }
  });

  const last = editing !== null && commissions.some((commission) => commission.shares.at(-1)?.id === editing.id);
  const cancelBlocked =
    rights.lock !== null
      ? t(`commissions.lock.${rights.lock}Short`)
      : editing === null
        ? t('commissions.form.cancelChoose')
        : !last
          ? t('commissions.form.cancelLastOnly')
          : null;
  const askCancel = () => {
    if (cancelBlocked !== null || editing === null || busy) return;
    const share = editing;
    confirmDelete({
      title: t('commissions.cancel.title', { ref: share.ref_depense }),
      message: t('commissions.cancel.message', {
        ref: share.ref_depense,
        amount: formatMoney(share.mount),
        name: share.beneficer?.name ?? '—',
      }),
      onConfirm: () => cancel.mutate(share.id, { onSuccess: clear }),
      labels: { confirm: t('commissions.cancel.confirm'), keep: t('commissions.cancel.keep') },
    });
  };

  const typeOptions = typeChoices(types.data ?? [], editing);
  const selectable = rights.lock === null && (rights.edit || rights.cancel);

  return (
    <Stack>
      {rights.lock && (
        <Alert color="orange" variant="light" title={t('commissions.lock.title')}>
          {t(`commissions.lock.${rights.lock}`)}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('commissions.form.label')}>
        <Stack>
          <FormError error={add.error ?? update.error ?? cancel.error} />
          {editing && (
            <Text size="sm" fw={600}>
              {t('commissions.form.editing', { ref: editing.ref_depense })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="typedepenseId"
              render={({ field }) => (
                <Select<number>
                  label={t('commissions.form.type')}
                  withAsterisk
                  placeholder={types.isPending ? t('common.loading') : t('commissions.form.typePlaceholder')}
                  data={typeOptions}
                  value={field.value}
                  onChange={(id) => {
                    field.onChange(id);
                    const commission = commissionOf(id);
                    // Its commission exists: the share comes out of its total.
                    if (commission) setValue('mountT', commission.mount, { shouldValidate: false });
                    recheckShare();
                  }}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  disabled={!writable || editing !== null}
                  nothingFoundMessage={t('commissions.form.noType')}
                  comboboxProps={{ withinPortal: true }}
                  error={errors.typedepenseId?.message ?? (types.isError ? types.error.message : undefined)}
                  data-autofocus
                />
              )}
            />
            <Controller
              control={control}
              name="mountT"
              render={({ field }) => (
                <DecimalInput
                  label={t('commissions.form.total')}
                  withAsterisk
                  leftSection="$"
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    recheckShare();
                  }}
                  onBlur={field.onBlur}
                  disabled={!writable}
                  error={errors.mountT?.message ?? (issue?.field === 'mountT' ? issue.message : undefined)}
                />
              )}
            />
            <Stack gap={4}>
              <Controller
                control={control}
                name="beneficerId"
                render={({ field }) => (
                  <BeneficiarySelect
                    label={t('commissions.form.beneficiary')}
                    withAsterisk
                    value={field.value}
                    onChange={(person) => field.onChange(person?.id ?? null)}
                    onBlur={field.onBlur}
                    known={known}
                    disabled={!writable}
                    error={errors.beneficerId?.message}
                  />
                )}
              />
              {writable && can('ajouter depense') && (
                <Button variant="subtle" size="compact-xs" onClick={() => setNewBeneficiary(true)} style={{ alignSelf: 'flex-start' }}>
                  {t('commissions.form.newBeneficiary')}
                </Button>
              )}
            </Stack>
            <Controller
              control={control}
              name="mount"
              render={({ field }) => (
                <DecimalInput
                  label={t('commissions.form.mount')}
                  withAsterisk
                  leftSection="$"
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    recheckShare();
                  }}
                  onBlur={field.onBlur}
                  disabled={!writable}
                  error={errors.mount?.message ?? (issue?.field === 'mount' ? issue.message : undefined)}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label={t('commissions.form.description')}
            autosize
            minRows={2}
            maxRows={4}
            disabled={!writable}
            error={errors.description?.message}
            description={t('commissions.form.descriptionHint', { max: DESCRIPTION_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('description')}
          />
          <Sharing
            allotted={dollars(allotted)}
            remaining={dollars(remaining)}
            started={typedepenseId !== null || typedCents(mountT) !== null}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={clear} disabled={rights.lock !== null || busy}>
              {t('commissions.form.clear')}
            </Button>
            {can('supprimer depense') && (
              <Tooltip label={cancelBlocked} disabled={cancelBlocked === null} withinPortal>
                <Button
                  color="red"
                  variant="light"
                  onClick={askCancel}
                  loading={cancel.isPending}
                  data-disabled={cancelBlocked !== null || undefined}
                  aria-disabled={cancelBlocked !== null || undefined}
                >
                  {t('commissions.form.cancel')}
                </Button>
              </Tooltip>
            )}
            <Button type="submit" loading={add.isPending || update.isPending} disabled={!writable || busy}>
              {editing ? t('commissions.form.edit') : t('commissions.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      <CommissionTotals commissions={commissions} />
      <SharesTable shares={shares} editing={editing} onChoose={selectable ? choose : null} rights={rights} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.close')}
        </Button>
      </Group>
      <NewBeneficiaryModal
        opened={newBeneficiary}
        onClose={() => setNewBeneficiary(false)}
        onCreated={(person) => {
          setCreated((before) => [person, ...before]);
          setValue('beneficerId', person.id, { shouldValidate: true, shouldDirty: true });
        }}
      />
    </Stack>
  );
}

/** The manifest's expense types, and the type of the share being changed should it no longer be one. */
function typeChoices(types: readonly Typedepense[], editing: Depense | null) {
  const options = types.map((type) => ({ value: type.id, label: type.type }));
  if (editing && !options.some((option) => option.value === editing.typedepenseId)) {
    options.push({ value: editing.typedepenseId, label: editing.typedepense.type });
  }
  return options;
}

/** What the other shares take and what would remain, as the amounts are typed (once a type or a total is). */
function Sharing({ allotted, remaining, started }: { allotted: number; remaining: number; started: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-gray-0)" role="status" aria-label={t('commissions.form.sharing')}>
      {started ? <SharingAmounts allotted={allotted} remaining={remaining} /> : <Text size="sm">{t('commissions.form.sharingHint')}</Text>}
    </Paper>
  );
}

function SharingAmounts({ allotted, remaining }: { allotted: number; remaining: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
      <Text size="sm">
        {t('commissions.form.allotted')}{' '}
        <Text span fw={600} size="sm">
          {formatMoney(allotted)}
        </Text>
      </Text>
      <Text size="sm" c={remaining < 0 ? 'red.8' : undefined}>
        {t('commissions.form.remaining')}{' '}
        <Text span fw={700} size="sm">
          {formatMoney(remaining)}
        </Text>
      </Text>
    </Group>
  );
}

/** Each commission: its type, reference, total, what its shares take and what is left. */
function CommissionTotals({ commissions }: { commissions: readonly Commission[] }) {
  const { t } = useTranslation();
  if (commissions.length === 0) return null;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('commissions.totals.label')}>
      {commissions.map((commission) => (
        <Text component="li" size="sm" key={commission.id}>
          <Text span fw={600} size="sm">
            {commission.typedepense.type}
          </Text>{' '}
          {t('commissions.totals.line', {
            ref: commission.ref_depense,
            total: formatMoney(commission.mount),
            allotted: formatMoney(commission.allotted ?? 0),
            remaining: formatMoney(commission.remaining ?? commission.mount),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function SharesTable({
  shares,
  editing,
  onChoose,
  rights,
}: {
  shares: readonly Depense[];
  editing: Depense | null;
  onChoose: ((share: Depense) => void) | null;
  rights: CommissionRights;
}) {
  const { t } = useTranslation();
  if (shares.length === 0) return <EmptyState size="sm" py="md" description={t('commissions.table.empty')} />;
  return (
    <Stack gap={4}>
      {onChoose && (
        <Text size="xs" c="dimmed">
          {rights.edit ? t('commissions.table.hintEdit') : t('commissions.table.hintCancel')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" highlightOnHover={onChoose !== null} aria-label={t('commissions.table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('commissions.table.num')}</Table.Th>
              <Table.Th>{t('commissions.table.mount')}</Table.Th>
              <Table.Th>{t('commissions.table.type')}</Table.Th>
              <Table.Th>{t('commissions.table.beneficiary')}</Table.Th>
              <Table.Th>{t('commissions.table.description')}</Table.Th>
              <Table.Th>{t('commissions.table.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shares.map((share) => {
              const chosen = editing?.id === share.id;
              return (
                <Table.Tr
                  key={share.id}
                  onClick={onChoose ? () => onChoose(share) : undefined}
                  bg={chosen ? 'var(--mantine-color-blue-light)' : undefined}
                  style={onChoose ? { cursor: 'pointer' } : undefined}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {onChoose ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        fw={chosen ? 700 : undefined}
                        aria-label={t('commissions.table.choose', { ref: share.ref_depense })}
                        onClick={(event) => {
                          event.stopPropagation();
                          onChoose(share);
                        }}
                      >
                        {share.ref_depense}
                      </Anchor>
                    ) : (
                      share.ref_depense
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(share.mount)}</Table.Td>
                  <Table.Td>{share.typedepense.type}</Table.Td>
                  <Table.Td>{share.beneficer?.name ?? '—'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{share.description ?? ''}</Table.Td>
                  <Table.Td>{formatDate(share.date)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
