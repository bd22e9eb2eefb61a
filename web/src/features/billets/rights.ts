import { billetStatuses, type Billet, type BilletStatus } from '@/features/billets/types';

export interface BilletRights {
  edit: boolean;
  /** The statuses it may be moved to now (none without the right). */
  statuses: BilletStatus[];
  remove: boolean;
  pay: boolean;
}

const isStatus = (status: string): status is BilletStatus => (billetStatuses as readonly string[]).includes(status);

/**
 * What the signed-in user may do to a ticket, as the server says with it (`actions`, decided by the
 * rules its writes apply): the screens offer these and nothing else.
 */
export function useBilletRights(billet: Pick<Billet, 'actions'>): BilletRights {
  const { actions } = billet;
  return {
    edit: actions.edit,
    statuses: actions.statuses.filter(isStatus),
    remove: actions.delete,
    pay: actions.pay,
  };
}
