import { financeQueryKey } from '../../../lib/finance-query-key';
import { useRefresh } from '../../../lib/mutations';
import { auditsQueryKey } from '../../audits/public';

/** What a money action refreshes: the finance screens and the audit lists, whose payment states a collection changes. */
export const financeRefreshKeys = [financeQueryKey, auditsQueryKey] as const;

/** Refreshes the finance screens (and the audit lists). */
export function useRefreshFinance() {
  return useRefresh(financeRefreshKeys);
}
