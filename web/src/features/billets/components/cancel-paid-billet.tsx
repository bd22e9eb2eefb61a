import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetBilletStatus } from '@/features/billets/api/set-billet-status';
import type { Billet } from '@/features/billets/types';
import { FormButtons, FormModal } from '@/components/form-modal';
import { formatMoney } from '@/lib/format';

type Choice = 'refund' | 'keep';

/**
 * Cancelling a paid ticket: the agent says what becomes of the money before anything changes —
 * refunded (its payments cancelled, with the reason, and the ticket bills nothing) or kept as a
 * no-show fee (billed). The server refuses the cancellation without that choice.
 */
export function CancelPaidBillet({ billet, opened, onClose }: { billet: Billet; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const setStatus = useSetBilletStatus();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ choice?: string; reason?: string }>({});
  const paid = formatMoney(billet.paid);

  const close = () => {
    setChoice(null);
    setReason('');
    setErrors({});
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      choice: choice ? undefined : t('billets.cancelPaid.choose'),
      reason: choice === 'refund' && !reason.trim() ? t('billets.cancelPaid.reasonRequired') : undefined,
    };
    setErrors(found);
    if (found.choice || found.reason) return;
    setStatus.mutate(
      { billet, status: 'annule', refund: choice === 'refund', reason: choice === 'refund' ? reason.trim() : undefined },
      { onSuccess: close },
    );
  };

  return (
    <FormModal opened={opened} onClose={close} title={t('billets.cancel.title', { ref: billet.ref_billet })} size="md">
      <form noValidate onSubmit={submit} aria-label={t('billets.cancel.title', { ref: billet.ref_billet })}>
        <Stack>
          <Text size="sm">{t('billets.cancel.message', { name: billet.name, flight: billet.manifest.ref_manifest })}</Text>
          <Radio.Group
            label={t('billets.cancelPaid.question', { paid })}
            value={choice}
            onChange={(value) => setChoice(value as Choice)}
            error={errors.choice}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              <Radio value="refund" label={t('billets.cancelPaid.refund', { paid })} />
              <Radio value="keep" label={t('billets.cancelPaid.keep', { paid })} />
            </Stack>
          </Radio.Group>
          {choice === 'refund' && (
            <Textarea
              label={t('billets.cancelPaid.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={errors.reason}
              maxLength={255}
              autosize
              minRows={2}
              withAsterisk
            />
          )}
          <FormButtons onClose={close} pending={setStatus.isPending} submit={t('billets.cancel.confirm')} color="red" />
        </Stack>
      </form>
    </FormModal>
  );
}
