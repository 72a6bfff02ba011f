import { advancesResponseSchema } from '@auditorias/domain/schemas/advances';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';
import type { Period } from '../finance-period';
import { financeQueryKey } from './finance-query-keys';

/** GET /finanzas/adelantos?mes&anio&limit&cursor: the month's advances to staff (account 1301), newest first. */
export async function listAdvancesPage(period: Period, cursor?: string, signal?: AbortSignal) {
  const { adelantos, paginacion } = await apiRequest('/finanzas/adelantos', {
    query: { mes: period.mes, anio: period.anio, limit: 25, cursor },
    schema: advancesResponseSchema,
    signal,
  });
  return { items: adelantos, paginacion };
}

export function useAdvancePages(period: Period) {
  return usePagedList({
    queryKey: [...financeQueryKey, 'advances', period],
    fetchPage: (cursor, signal) => listAdvancesPage(period, cursor, signal),
  });
}
