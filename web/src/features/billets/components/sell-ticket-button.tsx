import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BilletFormModal } from '@/features/billets/components/billet-form-modal';
import { usePermissions } from '@/lib/permissions';

/** 'Billet' on a manifest in preparation, for those who sell tickets: the ticket form, this flight chosen. */
export function SellTicketButton({ manifest }: { manifest: { id: number; ref_manifest: string; status: string } }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [opened, setOpened] = useState(false);
  if (manifest.status !== 'EnCours' || !can('ajouter billet')) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="teal"
        onClick={() => setOpened(true)}
        aria-label={t('billets.sell.label', { ref: manifest.ref_manifest })}
      >
        {t('billets.sell.button')}
      </Button>
      <BilletFormModal opened={opened} onClose={() => setOpened(false)} billet={null} manifestId={manifest.id} />
    </>
  );
}
