import type { Billet, BilletManifest, BilletType } from '@/features/billets/types';
import { formatDate } from '@/lib/format';
import i18n from '@/lib/i18n';

/** The kg counted for a passenger whose weight is not declared (the server's defaults, contract 18). */
export const standardMass: Record<BilletType, number> = { adulte: 84, enfant: 35, bebe: 0 };

/** Where a flight goes: `Goma → Bunia` (a branch's city, else its name). */
export function flightRoute(manifest: Pick<BilletManifest, 'origin' | 'destination'>): string {
  const place = (branch: BilletManifest['origin']) => branch.city || branch.name;
  return i18n.t('billets.flight.route', { origin: place(manifest.origin), destination: place(manifest.destination) });
}

/** The flight's day: its departure once set, else the day its manifest was opened. */
export function flightDate(manifest: Pick<BilletManifest, 'departureDate' | 'createdAt'>): string {
  return manifest.departureDate
    ? i18n.t('billets.flight.departure', { date: formatDate(manifest.departureDate) })
    : i18n.t('billets.flight.opened', { date: formatDate(manifest.createdAt) });
}

/** Where the passenger sits: the seat, else free seating (an infant, on a lap, takes none). */
export function seatOf(billet: Pick<Billet, 'seat' | 'type'>): string {
  if (billet.seat) return billet.seat;
  return i18n.t(billet.type === 'bebe' ? 'billets.list.lap' : 'billets.list.noSeat');
}
