import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExportReport, type ExportFormat } from '@/features/reports/api/export-report';
import type { ReportFilters } from '@/features/reports/api/get-report';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/**
 * 'Exporter CSV' and 'Exporter Excel': the whole report as the server writes it. While a file is
 * being made the button asked shows a spinner and both wait; the download starts when it is ready.
 */
export function ExportButtons({ filters, disabled = false }: { filters: ReportFilters; disabled?: boolean }) {
  const { t } = useTranslation();
  const download = useExportReport(filters);
  return (
    <Group gap="xs">
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          onClick={() => download.mutate(format)}
          loading={download.isPending && download.variables === format}
          disabled={disabled || download.isPending}
        >
          {t(`reports.export.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
