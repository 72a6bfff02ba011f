import { financeEmployeesResponseSchema } from '@auditorias/domain/schemas/finance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { apiQuery } from '../../../lib/queries';

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

/** The query of that list (the finance Personal tab and a contable's salary screen read the same one). */
export function financeEmployeesQueryOptions(enabled = true) {
  return apiQuery([...financeQueryKey, 'employees'] as const, listFinanceEmployees, {
    staleTime: 60_000,
    enabled,
  });
}

export function useFinanceEmployeesQuery() {
  return useQuery(financeEmployeesQueryOptions());
}
