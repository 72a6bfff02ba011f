import type { ExpenseCategory } from '@auditorias/domain/finance/accounts';
import { expenseResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

export interface ExpenseInput {
  descripcion: string;
  /** Pesos. */
  monto: number;
  categoria: ExpenseCategory;
  /** Required (15 characters or more) when a contable records it. */
  explicacion?: string;
}

/** POST /gastos {descripcion, monto, categoria, explicacion}. */
export function createExpense({ input, key }: MoneyAction<ExpenseInput>) {
  return apiRequest('/gastos', {
    method: 'POST',
    body: input,
    headers: idempotencyHeaders(key),
    schema: expenseResponseSchema,
  });
}

export function useCreateExpenseMutation() {
  return useRefreshingMutation(createExpense, financeRefreshKeys, moneyWriteRetry);
}
