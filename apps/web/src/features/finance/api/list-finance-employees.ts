import { financeEmployeesResponseSchema } from '@auditorias/domain/schemas/finance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from './finance-query-keys';

/**
 * GET /finanzas/usuarios/detallados: the employees of the Personal tab (operador, supervisor, contable) with their
 * accrued operator pay. It needs finance_view only, so a contable (who may not list users) sees them too.
 */
export async function listFinanceEmployees(signal?: AbortSignal) {
  const { usuarios } = await apiRequest('/finanzas/usuarios/detallados', {
    schema: financeEmployeesResponseSchema,
    signal,
  });
  return usuarios;
}

export function useFinanceEmployeesQuery() {
  return useQuery(
    queryOptions({
      queryKey: [...financeQueryKey, 'employees'] as const,
      queryFn: ({ signal }) => listFinanceEmployees(signal),
      staleTime: 60_000,
    }),
  );
}
