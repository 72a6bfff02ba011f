import { useRefresh } from '../../../lib/mutations';
import { auditsQueryKey } from '../../audits/public';

/** Every finance read is under this key: the refresh button and every money action invalidate it. */
export const financeQueryKey = ['finance'] as const;

/** What a money action refreshes: the finance screens and the audit lists, whose payment states a collection changes. */
export const financeRefreshKeys = [financeQueryKey, auditsQueryKey] as const;

/** Refreshes the finance screens (and the audit lists). */
export function useRefreshFinance() {
  return useRefresh(financeRefreshKeys);
}
