import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StopIcon } from '@/components/airworthiness/due-status';
import { FormError } from '@/components/form-error';
import { ApiError, withQuery } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The server's refusal of a manifest on a grounded aircraft (DESIGN §4: nothing flies with an item past due). */
export const AIRCRAFT_GROUNDED = 'aircraft_grounded';

/** The server's refusal of a load the aircraft cannot carry: cargo, passengers and baggage above its maximum payload. */
export const PAYLOAD_EXCEEDED = 'payload_exceeded';

/**
 * Why the server refused a manifest, above its form. A grounded aircraft gets the server's sentence
 * (which names what is past due) and a link to that aircraft's overdue items in the due list; a
 * payload exceeded, the server's sentence (by how much, the aircraft and its figures) and what to do.
 */
export function ManifestSaveError({ error, planeId }: { error: Error | null; planeId: number | null | undefined }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === PAYLOAD_EXCEEDED) {
    return (
      <Alert color="red" variant="light" title={error.message} icon={<StopIcon />}>
        {t('manifests.payloadExceeded.hint')}
      </Alert>
    );
  }
  if (!(error instanceof ApiError) || error.code !== AIRCRAFT_GROUNDED) return <FormError error={error} />;
  return (
    <Alert color="red" variant="light" title={error.message} icon={<StopIcon />}>
      {planeId != null && (
        <Anchor component={Link} to={withQuery(paths.due, { planeId, status: 'depasse' })} size="sm" fw={600}>
          {t('manifests.grounded.link')}
        </Anchor>
      )}
    </Alert>
  );
}
