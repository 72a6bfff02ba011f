import { useQueryClient } from '@tanstack/react-query';
import { auditsQueryKey } from '../../audits/public';

/** Every finance read is under this key: the refresh button and every money action invalidate it. */
export const financeQueryKey = ['finance'] as const;

/** Refreshes the finance screens (and the audit lists, whose payment states a collection changes). */
export function useRefreshFinance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: financeQueryKey }),
      queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
    ]);
}
