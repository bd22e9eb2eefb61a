import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@/lib/api/airworthiness';
import { getListPage, type PagedListParams } from '@/lib/list-query';

/** A document of an aircraft (certificate of airworthiness, registration, insurance…) and its file. */
export type AircraftDocument = DocumentView;

/** The spec's page size. */
export const DOCUMENTS_PER_PAGE = 5;

export const documentSearchColumns = ['serie', 'description'] as const;
export type DocumentSearchColumn = (typeof documentSearchColumns)[number];

export interface DocumentsParams extends PagedListParams<DocumentSearchColumn> {
  planeId: number | null;
}

/** The documents, the soonest to expire first (those that never do last). */
export const documentsQueryOptions = (params: DocumentsParams) =>
  queryOptions({
    queryKey: ['documents', 'list', params] as const,
    queryFn: ({ signal }) => getListPage<AircraftDocument>('/documents', { planeId: params.planeId }, params, DOCUMENTS_PER_PAGE, signal),
    placeholderData: (previous) => previous,
  });

export function useDocuments(params: DocumentsParams) {
  return useQuery(documentsQueryOptions(params));
}
