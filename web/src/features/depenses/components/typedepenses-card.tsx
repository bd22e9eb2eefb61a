import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TYPE_NAME_MAX,
  typedepenseSchema,
  useCreateTypedepense,
  type TypedepenseInput,
} from '@/features/depenses/api/create-typedepense';
import { useDeleteTypedepense } from '@/features/depenses/api/delete-typedepense';
import { useUpdateTypedepense } from '@/features/depenses/api/update-typedepense';
import { confirmDelete } from '@/components/confirm-delete';
import { FormError } from '@/components/form-error';
import { CheckboxField } from '@/components/form-fields';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';
import { useTypedepenses, type Typedepense } from '@/lib/shared-api/get-typedepenses';

/**
 * 'Types de dépense' in Paramètre: the types, whether each belongs to a manifest (its commissions)
 * and whether it is used; added, renamed and deleted by the depense permissions. A type in use
 * cannot be deleted: the server's refusal stays shown in the card.
 */
export function TypedepensesCard() {
  const { can } = usePermissions();
  // The permissions that may read the types (the server answers 403 to anyone else).
  return (['afficher depense', 'ajouter depense', 'modifier depense'] as const).some(can) ? <TypesCard /> : null;
}

function TypesCard() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const titleId = useId();
  const types = useTypedepenses();
  const remove = useDeleteTypedepense();
  const [editing, setEditing] = useState<number | null>(null);

  const askDelete = (type: Typedepense) => {
    remove.reset();
    confirmDelete({
      title: t('depenses.types.deleteTitle'),
      message: t('depenses.types.deleteMessage', { name: type.type }),
      onConfirm: () => remove.mutate(type.id),
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t('depenses.types.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {t('depenses.types.intro')}
      </Text>
      <Stack gap="sm">
        <FormError error={remove.error} />
        <QueryContent query={types} isEmpty={(found) => found.length === 0} emptyText={t('depenses.types.empty')}>
          {(found) => (
            <Stack component="ul" gap={4} aria-label={t('depenses.types.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {found.map((type) =>
                editing === type.id ? (
                  <li key={type.id}>
                    <TypeEditForm type={type} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <TypeItem
                    key={type.id}
                    type={type}
                    onEdit={can('modifier depense') ? () => setEditing(type.id) : null}
                    onDelete={can('supprimer depense') ? () => askDelete(type) : null}
                    deleting={remove.isPending && remove.variables === type.id}
                  />
                ),
              )}
            </Stack>
          )}
        </QueryContent>
        {can('ajouter depense') && <TypeAddForm />}
      </Stack>
    </Card>
  );
}

function TypeItem({
  type,
  onEdit,
  onDelete,
  deleting,
}: {
  type: Typedepense;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap={6} wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {type.type}
        </Text>
        {type.ismanifeste && (
          <Badge size="sm" variant="light">
            {t('depenses.types.manifest')}
          </Badge>
        )}
        {type.used && (
          <Badge size="sm" variant="light" color="gray">
            {t('depenses.types.used')}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {onEdit && (
          <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={t('depenses.types.editLabel', { name: type.type })}>
            {t('depenses.types.edit')}
          </Button>
        )}
        {onDelete && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            loading={deleting}
            aria-label={t('depenses.types.deleteLabel', { name: type.type })}
          >
            {t('depenses.types.delete')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** The name and the manifest flag, as both forms have them. */
function TypeFields({
  form,
  nameLabel,
  error,
  autoFocus = false,
  kindLocked = false,
}: {
  form: ReturnType<typeof useForm<TypedepenseInput>>;
  nameLabel: string;
  error: string | undefined;
  autoFocus?: boolean;
  /** A type in use keeps whether it belongs to manifests (the server refuses the change). */
  kindLocked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={nameLabel} autoComplete="off" maxLength={TYPE_NAME_MAX} error={error} autoFocus={autoFocus} {...form.register('type')} />
      {kindLocked ? (
        // Not registered: a disabled input reads as no value; the form keeps the type's own.
        <Checkbox
          label={t('depenses.types.manifest')}
          checked={form.getValues('ismanifeste')}
          disabled
          readOnly
          description={t('depenses.types.kindLocked')}
        />
      ) : (
        <CheckboxField control={form.control} name="ismanifeste" label={t('depenses.types.manifest')} />
      )}
    </>
  );
}

function TypeAddForm() {
  const { t } = useTranslation();
  const create = useCreateTypedepense();
  const form = useForm<TypedepenseInput>({ resolver: zodResolver(typedepenseSchema), defaultValues: { type: '', ismanifeste: false } });
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => setServerFieldErrors(error, form.setError, ['type', 'ismanifeste']),
    }),
  );
  const onField = create.error instanceof ApiError && 'type' in create.error.fields;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('depenses.types.newName')}>
      <Stack gap="xs">
        <TypeFields form={form} nameLabel={t('depenses.types.newName')} error={form.formState.errors.type?.message ?? (onField ? undefined : create.error?.message)} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={create.isPending} disabled={create.isPending}>
            {t('depenses.types.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TypeEditForm({ type, onDone }: { type: Typedepense; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTypedepense();
  const form = useForm<TypedepenseInput>({
    resolver: zodResolver(typedepenseSchema),
    defaultValues: { type: type.type, ismanifeste: type.ismanifeste },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { typedepense: type, values },
      { onSuccess: onDone, onError: (error) => setServerFieldErrors(error, form.setError, ['type', 'ismanifeste']) },
    ),
  );
  const onField = update.error instanceof ApiError && 'type' in update.error.fields;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('depenses.types.editForm', { name: type.type })}>
      <Paper withBorder radius="sm" p="xs">
        <Stack gap="xs">
          {!onField && <FormError error={update.error} />}
          <TypeFields form={form} nameLabel={t('depenses.types.name')} error={form.formState.errors.type?.message} autoFocus kindLocked={type.used} />
          <Group justify="flex-end" gap="xs">
            <Button size="compact-sm" variant="default" onClick={onDone}>
              {t('common.close')}
            </Button>
            <Button size="compact-sm" type="submit" loading={update.isPending} disabled={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
