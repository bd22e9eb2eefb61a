import { api, type Written } from '@/lib/api-client';
import type { EntryView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import { entryBody, type EntryInput } from '@/features/logbooks/api/create-entry';

export interface UpdateEntryInput {
  entry: Pick<EntryView, 'id' | 'updatedAt'>;
  values: EntryInput;
}

export function updateEntry({ entry, values }: UpdateEntryInput): Promise<Written<EntryView>> {
  return api.put<Written<EntryView>>(`/logbookentries/${entry.id}`, { ...entryBody(values), updatedAt: entry.updatedAt });
}

/** Saves an edited flight (409 when someone saved it meanwhile); the counters follow the difference. */
export function useUpdateEntry() {
  return useNotifiedMutation(updateEntry, invalidateAirworthiness);
}
