import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';

export const auditActions = ['create', 'update', 'delete', 'cancel', 'validate', 'login', 'login_failed'] as const;
export type AuditAction = (typeof auditActions)[number];

/** One line of the audit trail: who did what to which record (`resource` as the server names it), and which fields changed. */
export type AuditEntry = Narrowed<Row<'/api/audit'>, { action: AuditAction }>;

export interface AuditFilters {
  userId: number | null;
  resource: string | null;
  /** First day (`YYYY-MM-DD`), included. */
  from: string | null;
  /** Last day, included. */
  to: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilters = { userId: null, resource: null, from: null, to: null };

export const AUDIT_PER_PAGE = 20;

export interface AuditParams extends AuditFilters {
  page: number;
}

export function getAudit({ userId, resource, from, to, page }: AuditParams, signal: AbortSignal): Promise<Page<AuditEntry>> {
  return api.get<Page<AuditEntry>>(withQuery('/audit', { userId, resource, from, to, page, per_page: AUDIT_PER_PAGE }), signal);
}

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: ['audit', params] as const,
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the audit trail (`admin`), newest first. */
export function useAudit(params: AuditParams) {
  return useQuery(auditQueryOptions(params));
}
