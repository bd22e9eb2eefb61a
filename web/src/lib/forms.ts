import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Marks the inputs the server named in `fields` of a 400 answer. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const name of names) {
    const message = error.fields[name];
    if (message) setError(name, { type: 'server', message });
  }
}
