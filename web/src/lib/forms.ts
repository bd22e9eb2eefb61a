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

/**
 * A field the form's schema requires, read when building the request: never empty once the form
 * validated, so an empty one is a bug, thrown rather than sent.
 */
export function filled<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined) throw new Error(`${name} reached the request empty`);
  return value;
}

/** `object` without the fields `keys` (what a form holds but a request does not send). */
export function without<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}
