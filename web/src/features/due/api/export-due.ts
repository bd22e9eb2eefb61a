import { useMutation } from '@tanstack/react-query';
import { duePath, type DueFilters } from '@/features/due/api/get-due';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';
import { saveFile } from '@/lib/downloads';
import { notifyError } from '@/lib/notify';

/** The due list as the server writes it in CSV (`;` in French, `,` in English), named by it. */
export function exportDue(filters: DueFilters): Promise<DownloadedFile> {
  return apiDownload(duePath(filters, { format: 'csv' }), 'echeancier.csv');
}

/** Downloads the due list as CSV, then hands it to the browser; a refusal says the server's message in a red toast. */
export function useExportDue(filters: DueFilters) {
  return useMutation({
    mutationFn: () => exportDue(filters),
    onSuccess: saveFile,
    onError: (error) => notifyError(error.message),
  });
}
