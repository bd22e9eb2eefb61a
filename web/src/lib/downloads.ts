import type { DownloadedFile } from '@/lib/api-client';

/** Hands a downloaded file to the browser, which saves it under its name (as a link with `download` would). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object only after the click's task: freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
