import { useTranslation } from 'react-i18next';
import { bound } from '@/components/form-fields';
import { RecordSelect, type IdSelectProps } from '@/components/record-select';
import { useBranchOptions } from '@/lib/branches';

/**
 * Picks one of the active agency branches by id (a person's `extensionId`, say). A branch that is
 * no longer active stays shown, by its number, while it is the value.
 */
export function ExtensionSelect(props: IdSelectProps) {
  const { t } = useTranslation();
  const branches = useBranchOptions({ status: 1 });
  const { value } = props;
  return (
    <RecordSelect
      options={(branches.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
      kept={value !== null && !branches.isPending ? { value, label: t('shared.extensionSelect.unknown', { id: value }) } : null}
      nothingFoundMessage={t('shared.extensionSelect.nothingFound')}
      {...props}
      label={props.label ?? t('shared.extensionSelect.label')}
    />
  );
}

/** The branch of a form's field (an id, null when none). */
export const ExtensionField = bound<Parameters<typeof ExtensionSelect>[0], number | null>(ExtensionSelect);
