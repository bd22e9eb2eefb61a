import { useSearchParams } from 'react-router';
import type { DueFilters, DueStatus } from '@/features/due/api/get-due';

/** The status tabs, worst first after 'Tout'. */
export const dueStatuses: readonly DueStatus[] = ['depasse', 'bientot', 'ok'];
export type DueTab = 'all' | DueStatus;
export const dueTabs: readonly DueTab[] = ['all', ...dueStatuses];

/** The horizons offered, in days ('Tout' is none). */
export const horizons = [30, 90, 180, 365] as const;

function positive(text: string | null): number | null {
  const number = Number(text);
  return text !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/** The filters written in a URL's query (`?planeId=3&status=depasse&horizonDays=90`); what is not valid is ignored. */
export function dueFiltersOf(params: URLSearchParams): DueFilters {
  const status = dueStatuses.find((candidate) => candidate === params.get('status')) ?? null;
  const horizon = positive(params.get('horizonDays'));
  return {
    planeId: positive(params.get('planeId')),
    status,
    horizonDays: horizons.find((days) => days === horizon) ?? null,
  };
}

/** The filters as a URL's query, for the links between the list and its printed sheet. */
export function dueSearch({ planeId, status, horizonDays }: DueFilters): string {
  const params = new URLSearchParams();
  if (planeId !== null) params.set('planeId', String(planeId));
  if (status !== null) params.set('status', status);
  if (horizonDays !== null) params.set('horizonDays', String(horizonDays));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The due list's filters, kept in the URL (a reload, a link from an aircraft or a manifest, the printed sheet). */
export function useDueFilters(): [DueFilters, (change: Partial<DueFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = dueFiltersOf(params);
  const change = (next: Partial<DueFilters>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === undefined) updated.delete(key);
          else updated.set(key, String(value));
        }
        return updated;
      },
      { replace: true },
    );
  return [filters, change];
}
