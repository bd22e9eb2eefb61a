import type { InspectionView } from '@/lib/api/airworthiness';

/** Within these of its due point an item is "bientôt dû" (DESIGN §4's defaults). */
export const DUE_SOON = { minutes: 50 * 60, cycles: 50, days: 30 } as const;

export type DueStatus = 'never' | 'overdue' | 'soon' | 'ok';

/**
 * Where an inspection stands: never done (nothing to count from), past due when anything that
 * remains is below zero, due soon when anything is within the thresholds, else fine. The server
 * computes what remains; this only reads it.
 */
export function dueStatus({ dateInspection, timeAvantRevision, cycleAvant, dayAvant }: Pick<
  InspectionView,
  'dateInspection' | 'timeAvantRevision' | 'cycleAvant' | 'dayAvant'
>): DueStatus {
  if (dateInspection === null) return 'never';
  const left = [
    [timeAvantRevision, DUE_SOON.minutes],
    [cycleAvant, DUE_SOON.cycles],
    [dayAvant, DUE_SOON.days],
  ].filter((pair): pair is [number, number] => pair[0] !== null);
  if (left.some(([remaining]) => remaining < 0)) return 'overdue';
  if (left.some(([remaining, soon]) => remaining <= soon)) return 'soon';
  return 'ok';
}
