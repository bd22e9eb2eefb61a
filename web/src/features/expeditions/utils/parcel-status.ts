import type { Buckets } from '@/features/expeditions/api/get-expeditions';

export type ParcelStatus = 'inStock' | 'onWaybill' | 'shipped' | 'moving';

/** Where a parcel's pieces are: all in stock, all on waybills, all shipped on manifests, or spread. */
export function parcelStatus(parcel: Pick<Buckets, 'quantityEntry' | 'quantityRestant' | 'quantityWaybill' | 'quantityManifeste'>): ParcelStatus {
  if (parcel.quantityRestant === parcel.quantityEntry) return 'inStock';
  if (parcel.quantityManifeste === parcel.quantityEntry) return 'shipped';
  if (parcel.quantityWaybill === parcel.quantityEntry) return 'onWaybill';
  return 'moving';
}
