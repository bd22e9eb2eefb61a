import { Button, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommissionModal } from '@/features/commissions/components/commission-modal';
import { marginColor, ResultModal, signedMoney } from '@/features/commissions/components/result-modal';
import type { ManifestResult } from '@/features/commissions/types';
import type { CommissionManifest } from '@/features/commissions/utils/rights';
import { Fact } from '@/components/fact';
import { formatMoney, formatPercent } from '@/lib/format';
import { Can } from '@/lib/permissions';

/** A manifest as its card gives it, with its result. */
export type ManifestWithResult = CommissionManifest & { result: ManifestResult };

/**
 * The money of a manifest on its card, as terms of its description list: its commissions, and its
 * result (the margin, with its sign and in %), which opens the result modal.
 */
export function ManifestMoneyFacts({ manifest }: { manifest: ManifestWithResult }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { result } = manifest;
  const margin =
    result.marginPercent === null
      ? signedMoney(result.margin)
      : t('commissions.card.marginValue', { margin: signedMoney(result.margin), percent: formatPercent(result.marginPercent) });
  return (
    <>
      <Fact label={t('commissions.card.commissions')}>{formatMoney(result.commissions)}</Fact>
      <Fact label={t('commissions.card.result')}>
        <UnstyledButton
          onClick={() => setOpen(true)}
          aria-label={t('commissions.card.resultLabel', { ref: manifest.ref_manifest, margin })}
          style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}
        >
          <Text span fw={700} size="sm" c={marginColor(result.margin)}>
            {margin}
          </Text>
        </UnstyledButton>
      </Fact>
      <ResultModal manifest={open ? manifest : null} onClose={() => setOpen(false)} />
    </>
  );
}

/** 'Dépense' on a manifest's card, for those who may add an expense: it opens the commission modal. */
export function CommissionButton({ manifest }: { manifest: CommissionManifest }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Can permission="ajouter depense">
      <Button
        size="compact-sm"
        variant="light"
        color="grape"
        onClick={() => setOpen(true)}
        aria-label={t('commissions.card.openLabel', { ref: manifest.ref_manifest })}
      >
        {t('commissions.card.open')}
      </Button>
      <CommissionModal manifest={open ? manifest : null} onClose={() => setOpen(false)} />
    </Can>
  );
}
