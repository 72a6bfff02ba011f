import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditsQueryKey } from './list-audits';

/**
 * A mutation that changes audits: once it settles (done or failed) every audit list and count is asked for again,
 * and the lists of `alsoRefresh` with them.
 */
export function useAuditsMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  alsoRefresh: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [auditsQueryKey, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
