import { Text } from '@mantine/core';
import i18n from '@/lib/i18n';
import { openConfirm } from '@/lib/confirm';
import { formatDate, formatMoney } from '@/lib/format';
import type { Depense } from '@/features/depenses/types';

/**
 * Asks before cancelling a standalone expense, saying what it does (the row stays, marked, out of
 * every total); `onConfirm` runs only if the user confirms.
 */
export function confirmCancelExpense(depense: Pick<Depense, 'ref_depense' | 'mount' | 'date'>, onConfirm: () => void) {
  const ref = depense.ref_depense;
  openConfirm({
    title: i18n.t('depenses.cancel.title', { ref }),
    children: <Text size="sm">{i18n.t('depenses.cancel.explain', { ref, amount: formatMoney(depense.mount), date: formatDate(depense.date) })}</Text>,
    labels: { confirm: i18n.t('depenses.cancel.confirm'), cancel: i18n.t('depenses.cancel.back') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
