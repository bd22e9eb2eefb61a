import { z } from 'zod';
import i18n from '@/lib/i18n';

/** The largest upload the server takes (DESIGN §6). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The pictures the server reads (it re-encodes them as JPEG of at most 1500×1500). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Certificates and documents: a picture or a PDF. */
export const IMAGE_OR_PDF_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

/** An optional file of one of `types` and at most 10 MB, checked before anything is sent. */
function optionalFile(types: readonly string[], wrongType: () => string) {
  return z
    .instanceof(File)
    .nullable()
    .refine((file) => !file || types.includes(file.type), { error: wrongType })
    .refine((file) => !file || file.size <= UPLOAD_MAX_BYTES, { error: () => i18n.t('shared.upload.tooLarge') });
}

export const optionalImage = () => optionalFile(IMAGE_TYPES, () => i18n.t('shared.upload.notImage'));
export const optionalImageOrPdf = () => optionalFile(IMAGE_OR_PDF_TYPES, () => i18n.t('shared.upload.notImageOrPdf'));
