import { expensesResponseSchema } from '@auditorias/domain/schemas/finance';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { fetchListPage, usePagedList } from '../../../lib/paged-list';

export interface ExpensesParams {
  mes: number;
  anio: number;
}

/** GET /gastos?mes&anio&limit&cursor: the month's standing expenses (reverted ones are gone), newest first. */
export function listExpensesPage(params: ExpensesParams, cursor?: string, signal?: AbortSignal) {
  return fetchListPage('/gastos', 'gastos', {
    query: { mes: params.mes, anio: params.anio, limit: 25, cursor },
    schema: expensesResponseSchema,
    signal,
  });
}

export function useExpensePages(params: ExpensesParams) {
  return usePagedList({
    queryKey: [...financeQueryKey, 'expenses', params],
    fetchPage: (cursor, signal) => listExpensesPage(params, cursor, signal),
  });
}
