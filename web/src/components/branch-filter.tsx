import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExtensionSelect } from '@/components/extension-select';
import { useSession } from '@/lib/auth';
import { useBranchOptions } from '@/lib/branches';
import { usePermissions } from '@/lib/permissions';

export interface BranchParam {
  /** The branch to ask for; null: all of them, or the user's own (the server applies it). */
  brancheId: number | null;
  /** Whether the user may see several branches: `admin`, or bound to none. */
  mayPick: boolean;
  /** The user's own branch, which the server keeps them to when they may not pick. */
  own: { id: number; name: string } | null;
  change: (brancheId: number | null) => void;
}

const PARAM = 'brancheId';

/**
 * The branch of a screen, kept in its URL (`brancheId`): only for those who may see several (they
 * hold `admin` or have no branch); the others see their own, which the server keeps them to.
 */
export function useBranchParam(): BranchParam {
  const session = useSession();
  const { can } = usePermissions();
  const [params, setParams] = useSearchParams();
  const mayPick = can('admin') || session?.extension === null;
  const written = Number(params.get(PARAM));
  const brancheId = mayPick && Number.isInteger(written) && written > 0 ? written : null;
  const change = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(PARAM);
        else updated.set(PARAM, String(next));
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  const own = session?.extension ? { id: session.extension.id, name: session.extension.name } : null;
  return { brancheId, mayPick, own, change };
}

/**
 * Picks the branch, 'Toutes les agences' when empty; for someone kept to their branch, names it
 * (read only). When the branches cannot be listed for this user, says so: the figures stay those of
 * every branch.
 */
export function BranchFilter({ branch }: { branch: BranchParam }) {
  const { t } = useTranslation();
  const options = useBranchOptions({ status: 1 });
  const width = { base: '100%', xs: 200 } as const;
  if (!branch.mayPick) {
    return <TextInput label={t('shared.branchFilter.label')} value={branch.own?.name ?? ''} readOnly w={width} />;
  }
  return (
    <ExtensionSelect
      label={t('shared.branchFilter.label')}
      placeholder={t('shared.branchFilter.all')}
      value={branch.brancheId}
      onChange={branch.change}
      clearable
      description={options.isError ? t('shared.branchFilter.refused') : undefined}
      disabled={options.isError}
      comboboxProps={{ withinPortal: true }}
      w={width}
    />
  );
}
