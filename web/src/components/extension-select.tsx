import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bound } from '@/components/form-fields';
import { useBranchOptions } from '@/lib/branches';

/**
 * Picks one of the active agency branches by id (a person's `extensionId`, say). A branch that is
 * no longer active stays shown, by its number, while it is the value.
 */
export function ExtensionSelect({
  value,
  onChange,
  label,
  ...props
}: Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (extensionId: number | null) => void;
}) {
  const { t } = useTranslation();
  const branches = useBranchOptions({ status: 1 });
  const data = (branches.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  if (value !== null && !branches.isPending && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: t('shared.extensionSelect.unknown', { id: value }) });
  }
  return (
    <Select<number>
      label={label ?? t('shared.extensionSelect.label')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('shared.extensionSelect.nothingFound')}
      maxDropdownHeight={300}
      {...props}
    />
  );
}

/** The branch of a form's field (an id, null when none). */
export const ExtensionField = bound<Parameters<typeof ExtensionSelect>[0], number | null>(ExtensionSelect);
