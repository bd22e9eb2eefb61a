import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Buckets, ExpeditionCore, PartyRef } from '@/features/expeditions/api/get-expeditions';
import { api } from '@/lib/api-client';

/** An agency branch as the slip's header prints it (the server's `Extension`). */
export interface ExpeditionBranch {
  id: number;
  name: string;
  short_name: string | null;
  social_reason: string | null;
  nif: string | null;
  trade_registry: string | null;
  tel: string | null;
  tel1: string | null;
  tel2: string | null;
  email: string | null;
  mailbox: string | null;
  country: string | null;
  countryCode: string | null;
  region: string | null;
  city: string | null;
  municipality: string | null;
  neighborhood: string | null;
  avenue: string | null;
  other_adress: string | null;
  /** Address of the logo. */
  logo: string | null;
}

/** A sender or recipient as slips print them. */
export interface Party {
  id: number;
  name: string;
  gender: string | null;
  tel: string | null;
  email: string | null;
  country: string | null;
  city: string | null;
  region: string | null;
  adress: string | null;
}

/** One article of a parcel's contents. */
export interface Content {
  id: number;
  articleId: number;
  article: { id: number; name: string };
  typearticle: { id: number; name: string } | null;
  /** Pieces of this article in the parcel. */
  unite: number;
  stock: number;
  expedie: number;
}

/** A parcel: one line of the expedition form. */
export interface Packag extends Buckets {
  id: number;
  ref_packag: string;
  lineNo: number;
  /** kg per piece. */
  unitWeight: number;
  /** The line amount, dollars. */
  price_: number;
  /** Whether an agent set the amount by hand. */
  manualPrice: boolean;
  description: string | null;
  recipient: PartyRef;
  packagdetails: Content[];
  createdAt: string;
}

/** A payment of the expedition (FAC-…). */
export interface Payment {
  id: number;
  ref_invoice: string;
  /** Dollars paid. */
  price: number;
  createdAt: string;
  invoice_user: { id: number; name: string };
  /** A cancelled payment stays, marked, and no longer counts in what is paid. */
  cancelledAt: string | null;
  cancelledBy: { id: number; name: string } | null;
  cancelReason: string | null;
}

/** An expedition with everything its slip, invoice and form need. */
export interface ExpeditionDetail extends ExpeditionCore {
  expedition_origin: ExpeditionBranch | null;
  sender: Party;
  recipient: Party;
  route: {
    id: number;
    name: string;
    /** Dollars per kg when the expedition was registered. */
    price: number;
    price_destination: ExpeditionBranch | null;
  };
  expedition_user: { id: number; name: string };
  packags: Packag[];
  invoices: Payment[];
}

export function getExpedition(id: number, signal: AbortSignal): Promise<ExpeditionDetail> {
  return api.get<ExpeditionDetail>(`/expeditions/${id}`, signal);
}

export const expeditionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['expeditions', 'detail', id],
    queryFn: ({ signal }) => getExpedition(id, signal),
  });

export function useExpedition(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...expeditionQueryOptions(id), enabled });
}
