import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InspectionView } from '@/lib/api/airworthiness';
import { getListPage, type PagedListParams } from '@/lib/list-query';

/** An item of an aircraft's inspection programme, with its last performance. */
export type Inspection = InspectionView;

/** The spec's page size. */
export const INSPECTIONS_PER_PAGE = 5;

export const inspectionSearchColumns = ['description', 'serie'] as const;
export type InspectionSearchColumn = (typeof inspectionSearchColumns)[number];

export interface InspectionsParams extends PagedListParams<InspectionSearchColumn> {
  planeId: number | null;
}

export const inspectionsQueryOptions = (params: InspectionsParams) =>
  queryOptions({
    queryKey: ['inspections', 'list', params] as const,
    queryFn: ({ signal }) => getListPage<Inspection>('/inspections', { planeId: params.planeId }, params, INSPECTIONS_PER_PAGE, signal),
    placeholderData: (previous) => previous,
  });

export function useInspections(params: InspectionsParams) {
  return useQuery(inspectionsQueryOptions(params));
}
