import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/lib/notify';

/** What a write makes stale: the queries under these key prefixes, or a feature's own refresh. */
export type Refresh = readonly QueryKey[] | ((queryClient: QueryClient) => Promise<unknown>);

/**
 * A write that says how it went, as every write of the app does: the server's message in a toast
 * once done (red for a deletion, blue otherwise), its refusal in a red one; then what it made stale
 * is fetched again (`refresh`), and the mutation settles once that is done.
 */
export function useNotifiedMutation<Input, Answer extends { msg: string }>(
  mutationFn: (input: Input) => Promise<Answer>,
  refresh: Refresh,
  { deletion = false }: { deletion?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ msg }) => {
      if (deletion) notifyError(msg);
      else notifySuccess(msg);
      if (typeof refresh === 'function') return refresh(queryClient);
      return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => notifyError(error.message),
  });
}
