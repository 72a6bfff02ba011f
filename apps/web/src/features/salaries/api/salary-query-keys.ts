import { useQueryClient } from '@tanstack/react-query';
import { financeQueryKey } from '../../finance/public';

/** Every salary read is under this key: configuring, paying and reverting invalidate it. */
export const salariesQueryKey = ['salaries'] as const;

/** Refreshes the salary screens and the finance screens (a payment or a reversal is a ledger entry). */
export function useRefreshSalaries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: salariesQueryKey }),
      queryClient.invalidateQueries({ queryKey: financeQueryKey }),
    ]);
}
