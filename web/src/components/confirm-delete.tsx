import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { openConfirm } from '@/lib/confirm';
import i18n from '@/lib/i18n';

/** Asks before a deletion; `onConfirm` runs only if the user confirms. */
export function confirmDelete({ title, message, onConfirm }: { title: string; message: ReactNode; onConfirm: () => void }) {
  openConfirm({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
