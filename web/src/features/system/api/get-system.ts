import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The running server as the *Système* screen shows it: version, engine, sizes, backups. */
export type SystemView = Reply<'/api/system'>;
export type ArchiveView = SystemView['backups']['archives'][number];

export function getSystem(signal: AbortSignal): Promise<SystemView> {
  return api.get<SystemView>('/system', signal);
}

export const systemQueryOptions = () =>
  queryOptions({
    queryKey: ['system'] as const,
    queryFn: ({ signal }) => getSystem(signal),
  });

/** The *Système* screen's facts (`afficher systeme`). */
export function useSystem() {
  return useQuery(systemQueryOptions());
}

export function backUpNow(): Promise<SystemView> {
  return api.post<SystemView>('/system/backups', {});
}

/**
 * 'Sauvegarder maintenant': the server takes a backup, reads it back whole, prunes the folder, and
 * answers the screen as it now is (409 while another is being taken; 500 with the reason when it fails).
 */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: backUpNow,
    onSuccess: (view) => {
      queryClient.setQueryData(systemQueryOptions().queryKey, view);
      notifySuccess(i18n.t('system.backups.done', { name: view.backups.archives[0]?.name ?? '' }));
    },
    onError: (error) => {
      notifyError(error.message);
      // A failure is on the screen too (last failure, count).
      void queryClient.invalidateQueries({ queryKey: systemQueryOptions().queryKey });
    },
  });
}
