import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { expiryOf } from '@/features/documents/utils/expiry';
import { formatDate } from '@/lib/format';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

/**
 * A document's expiry date, and what it means today in words (the colour only repeats them):
 * 'Expiré' in red, 'Expire dans 12 jours' in orange; nothing more while it is valid longer.
 */
export function ExpiryState({ dateExpiration }: { dateExpiration: string | null }) {
  const { t } = useTranslation();
  const expiry = expiryOf(dateExpiration, useBranchToday().day);
  if (expiry.state === 'none' || dateExpiration === null) {
    return (
      <Text inherit c="dimmed">
        {t('documents.expiry.none')}
      </Text>
    );
  }
  const color = expiry.state === 'expired' ? 'red.8' : expiry.state === 'soon' ? 'orange.9' : undefined;
  return (
    <Stack gap={0}>
      <Text inherit c={color} fw={expiry.state === 'valid' ? undefined : 600} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(dateExpiration)}
      </Text>
      {expiry.state === 'expired' && (
        <Text size="xs" c="red.8" fw={600}>
          {t('documents.expiry.expired')}
        </Text>
      )}
      {expiry.state === 'soon' && (
        <Text size="xs" c="orange.9" fw={600}>
          {expiry.days === 0 ? t('documents.expiry.today') : t('documents.expiry.soon', { count: expiry.days })}
        </Text>
      )}
    </Stack>
  );
}
