import { useTranslation } from 'react-i18next';
import { personSearchColumns, type PersonSearchColumn } from '@/features/people/api/get-users';

/** The columns people are searched by: par nom, par téléphone, par pays, par ville, par adresse. */
export function usePersonSearchColumns(): { value: PersonSearchColumn; label: string }[] {
  const { t } = useTranslation();
  return personSearchColumns.map((value) => ({ value, label: t(`people.search.${value}`) }));
}
