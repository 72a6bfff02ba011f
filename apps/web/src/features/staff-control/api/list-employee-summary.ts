import type { EmployeeRoleFilter, EmployeeStatusFilter } from '@auditorias/domain/schemas/staff';
import { employeeSummaryResponseSchema } from '@auditorias/domain/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';
import { staffQueryKey } from './staff-query-keys';

/** The staff centre's filters, as the server takes them. */
export interface EmployeeSummaryFilters {
  mes: number;
  anio: number;
  role: EmployeeRoleFilter;
  status: EmployeeStatusFilter;
  /** Name, email or user name; blank sends nothing. */
  search: string;
}

export const employeeSummaryQueryKey = (filters: EmployeeSummaryFilters) =>
  [...staffQueryKey, 'summary', { ...filters, search: filters.search.trim() }] as const;

/**
 * GET /work-sessions/employee-summary?mes&anio&role&status&search&cursor: one page of employee cards (operador,
 * supervisor, contable), logged-in first, then more open time alerts, then name (the server sorts and pages).
 */
export async function listEmployeeSummaryPage(
  filters: EmployeeSummaryFilters,
  cursor?: string,
  signal?: AbortSignal,
) {
  const answer = await apiRequest('/work-sessions/employee-summary', {
    query: {
      mes: filters.mes,
      anio: filters.anio,
      role: filters.role,
      status: filters.status,
      search: filters.search.trim() || undefined,
      cursor,
    },
    schema: employeeSummaryResponseSchema,
    signal,
  });
  return {
    items: answer.empleados,
    paginacion: answer.paginacion,
    total: answer.total,
    mes: answer.mes,
    anio: answer.anio,
  };
}

export function useEmployeeSummaryPages(filters: EmployeeSummaryFilters) {
  const list = usePagedList({
    queryKey: employeeSummaryQueryKey(filters),
    fetchPage: (cursor, signal) => listEmployeeSummaryPage(filters, cursor, signal),
  });
  const { first } = list;
  // Every page carries the count and the month it is about; the first one is refreshed with the list.
  const period = first ? { mes: first.mes, anio: first.anio } : null;
  return { ...list, total: first?.total, period };
}
