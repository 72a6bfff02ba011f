import { staffPendingResponseSchema } from '@auditorias/domain/schemas/finance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { apiQuery } from '../../../lib/queries';
import type { Period } from '../finance-period';

/**
 * GET /finanzas/personal/pendientes?mes&anio: what each employee is owed at the end of the month (unpaid salaries
 * and accrued commissions) and the total, the same figure as the Balance's 'Sueldos pendientes'.
 */
export async function listStaffPending(period: Period, signal?: AbortSignal) {
  const { empleados, totales } = await apiRequest('/finanzas/personal/pendientes', {
    query: { mes: period.mes, anio: period.anio },
    schema: staffPendingResponseSchema,
    signal,
  });
  return { empleados, totales };
}

export function useStaffPendingQuery(period: Period) {
  return useQuery(
    apiQuery([...financeQueryKey, 'staff-pending', period] as const, (signal) =>
      listStaffPending(period, signal),
    ),
  );
}
