import { CloseButton, Drawer, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@/features/settings/api/get-extensions';
import { BranchForm } from '@/features/settings/components/branch-form';
import { useIsPhone } from '@/lib/responsive';

interface BranchEditorProps {
  /** What is open: a branch, `{ branch: null }` for a new one, or null for nothing. */
  editing: { branch: Branch | null } | null;
  /** In a drawer (narrow screens) rather than beside the list. */
  asDrawer: boolean;
  onClose: () => void;
  onSaved: (branch: Branch) => void;
}

/** The branch form, beside the list on a wide screen and in a drawer on a narrow one. */
export function BranchEditor({ editing, asDrawer, onClose, onSaved }: BranchEditorProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const branch = editing?.branch ?? null;
  const title = branch ? branch.name : t('settings.form.newTitle');
  // A saved branch comes back with a new `updatedAt`: the form starts again from it.
  const form = editing && (
    <BranchForm
      key={branch ? `${branch.id}-${branch.updatedAt}` : 'new'}
      branch={branch}
      onSaved={onSaved}
      onDeleted={onClose}
      onClose={onClose}
    />
  );

  if (asDrawer) {
    return (
      <Drawer
        opened={editing !== null}
        onClose={onClose}
        title={title}
        position="right"
        size={phone ? '100%' : 'xl'}
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {form}
      </Drawer>
    );
  }
  if (!editing) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} style={{ position: 'sticky', top: 72 }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <CloseButton onClick={onClose} aria-label={t('common.close')} />
        </Group>
        {form}
      </Stack>
    </Paper>
  );
}
