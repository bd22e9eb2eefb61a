import { useMutation } from '@tanstack/react-query';
import { reportPath, type ReportFilters } from '@/features/reports/api/get-report';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';
import { saveFile } from '@/lib/downloads';
import { notifyError } from '@/lib/notify';

export type ExportFormat = 'csv' | 'xlsx';

/** The whole report (every row, and a Total row) as a file the server makes, named by it. */
export function exportReport(filters: ReportFilters, format: ExportFormat): Promise<DownloadedFile> {
  return apiDownload(reportPath(filters, { format }), `rapport-${filters.name}.${format}`);
}

/** Downloads a report in a format, then hands it to the browser; a refusal says the server's message in a red toast. */
export function useExportReport(filters: ReportFilters) {
  return useMutation({
    mutationFn: (format: ExportFormat) => exportReport(filters, format),
    onSuccess: saveFile,
    onError: (error) => notifyError(error.message),
  });
}
