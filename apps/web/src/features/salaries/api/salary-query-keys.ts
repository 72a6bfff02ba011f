import { financeQueryKey } from '../../../lib/finance-query-key';

/** Every salary read is under this key: configuring, paying and reverting invalidate it. */
export const salariesQueryKey = ['salaries'] as const;

/** What a salary action refreshes: the salary screens and the finance screens (a payment is a ledger entry). */
export const salaryRefreshKeys = [salariesQueryKey, financeQueryKey] as const;
