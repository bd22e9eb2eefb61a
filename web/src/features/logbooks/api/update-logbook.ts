import { api, type Written } from '@/lib/api-client';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import { logbookBody, type LogbookInput } from '@/features/logbooks/api/create-logbook';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';

export interface UpdateLogbookInput {
  logbook: Pick<Logbook, 'id' | 'updatedAt'>;
  values: LogbookInput;
}

export function updateLogbook({ logbook, values }: UpdateLogbookInput): Promise<Written<Logbook>> {
  return api.put<Written<Logbook>>(`/logbooks/${logbook.id}`, { ...logbookBody(values), updatedAt: logbook.updatedAt });
}

/** Saves an edit (409 when someone saved it meanwhile). */
export function useUpdateLogbook() {
  return useNotifiedMutation(updateLogbook, invalidateAirworthiness);
}
