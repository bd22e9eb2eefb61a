import { Alert } from '@mantine/core';

/** The server's message about a refused form, in red above it (nothing when there is none). */
export function FormError({ error }: { error: Error | null }) {
  // As the title, the message takes the alert's red; the body text of a light alert is black.
  return error ? <Alert color="red" variant="light" title={error.message} /> : null;
}
