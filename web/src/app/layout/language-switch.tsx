import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languages, type Language } from '@/lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('layout.header.language')}
      value={currentLanguage()}
      onChange={(lng) => void i18n.changeLanguage(lng as Language)}
      data={languages.map((lng) => ({ value: lng, label: lng.toUpperCase() }))}
    />
  );
}
