import { expensesResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';
import { financeQueryKey } from './finance-query-keys';

export interface ExpensesParams {
  mes: number;
  anio: number;
}

/** GET /gastos?mes&anio&limit&cursor: the month's standing expenses (reverted ones are gone), newest first. */
export async function listExpensesPage(params: ExpensesParams, cursor?: string, signal?: AbortSignal) {
  const { gastos, paginacion } = await apiRequest('/gastos', {
    query: { mes: params.mes, anio: params.anio, limit: 25, cursor },
    schema: expensesResponseSchema,
    signal,
  });
  return { items: gastos, paginacion };
}

export function useExpensePages(params: ExpensesParams) {
  return usePagedList({
    queryKey: [...financeQueryKey, 'expenses', params],
    fetchPage: (cursor, signal) => listExpensesPage(params, cursor, signal),
  });
}
