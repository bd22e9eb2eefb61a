import { nextStatuses } from '@/features/billets/api/set-billet-status';
import type { Billet, BilletStatus } from '@/features/billets/types';
import { onOpenFlight } from '@/features/billets/utils';
import { usePermissions } from '@/lib/permissions';

export interface BilletRights {
  edit: boolean;
  /** The statuses it may be moved to now (none without the right). */
  statuses: BilletStatus[];
  remove: boolean;
  pay: boolean;
}

/**
 * What the signed-in user may do to a ticket, as the server decides it: on a flight in preparation
 * with the permission, on a validated one only with `admin` as well; a deletion only while the
 * flight is prepared and the ticket réservé or annulé; a payment while it owes something.
 */
export function useBilletRights(billet: Pick<Billet, 'status' | 'manifest' | 'due'>): BilletRights {
  const { can } = usePermissions();
  const open = onOpenFlight(billet);
  const changeable = can('modifier billet') && (open || can('admin'));
  return {
    edit: changeable && billet.status !== 'annule',
    statuses: changeable ? nextStatuses(billet.status) : [],
    remove: can('supprimer billet') && open && (billet.status === 'reserve' || billet.status === 'annule'),
    pay: can('ajouter facture') && billet.due > 0 && billet.status !== 'annule',
  };
}
