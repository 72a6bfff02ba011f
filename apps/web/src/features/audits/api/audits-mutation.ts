import type { QueryKey } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/**
 * A mutation that changes audits: once it settles (done or failed) every audit list and count is asked for again,
 * and the lists of `alsoRefresh` with them.
 */
export function useAuditsMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  alsoRefresh: readonly QueryKey[] = [],
) {
  return useRefreshingMutation(mutationFn, [auditsQueryKey, ...alsoRefresh], { when: 'settled' });
}
