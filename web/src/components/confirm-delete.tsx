import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { openConfirm } from '@/lib/confirm';
import i18n from '@/lib/i18n';

/**
 * Asks before a deletion; `onConfirm` runs only if the user confirms. Each button says what it
 * does: 'Supprimer' (or `labels.confirm`), and 'Fermer' (or `labels.keep`, 'Garder la part') that
 * leaves the record as it is — never 'Annuler', which in this app also cancels a payment, a ticket,
 * an expense or a share.
 */
export function confirmDelete({
  title,
  message,
  onConfirm,
  labels,
}: {
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  labels?: { confirm?: string; keep?: string };
}) {
  openConfirm({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: labels?.confirm ?? i18n.t('common.delete'), cancel: labels?.keep ?? i18n.t('common.close') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
