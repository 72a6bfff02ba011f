import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

/** DELETE /gastos/{id}: reverts an expense (a reversal entry; the expense leaves the list). */
export function revertExpense({ input, key }: MoneyAction<{ expenseId: number }>) {
  return apiRequest(`/gastos/${input.expenseId}`, {
    method: 'DELETE',
    headers: idempotencyHeaders(key),
    schema: okMessageSchema,
  });
}

export function useRevertExpenseMutation() {
  return useRefreshingMutation(revertExpense, financeRefreshKeys, moneyWriteRetry);
}
