import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The expedition slip (BON D'EXPÉDITION), a screen of the expeditions feature. */
export const expeditionSlipPath = (expeditionId: number | string) => `${paths.expeditions}/${expeditionId}/bon`;

/** A parcel's reference, opening its label. */
export function ParcelLink({ id, reference }: { id: number; reference: string }) {
  return (
    <Anchor component={Link} to={paths.packag(id)} inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
      {reference}
    </Anchor>
  );
}

/** An expedition's reference, opening its slip. */
export function ExpeditionSlipLink({ id, reference }: { id: number; reference: string }) {
  return (
    <Anchor component={Link} to={expeditionSlipPath(id)} inherit style={{ whiteSpace: 'nowrap' }}>
      {reference}
    </Anchor>
  );
}
