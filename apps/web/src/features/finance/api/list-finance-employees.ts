import { financeEmployeesResponseSchema } from '@auditorias/domain/schemas/finance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
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
    apiQuery([...financeQueryKey, 'employees'] as const, listFinanceEmployees, { staleTime: 60_000 }),
  );
}
