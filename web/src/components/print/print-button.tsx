import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/components/print/print.css';

/** 'Imprimer': the browser's print dialog, which prints the screen's sheets only. Not printed itself. */
export function PrintButton({ label }: { label?: string } = {}) {
  const { t } = useTranslation();
  return (
    <Button className="print-hide" onClick={() => window.print()}>
      {label ?? t('print.button')}
    </Button>
  );
}
