import { advancesResponseSchema } from '@auditorias/domain/schemas/advances';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { fetchListPage, usePagedList } from '../../../lib/paged-list';
import type { Period } from '../finance-period';

/** GET /finanzas/adelantos?mes&anio&limit&cursor: the month's advances to staff (account 1301), newest first. */
export function listAdvancesPage(period: Period, cursor?: string, signal?: AbortSignal) {
  return fetchListPage('/finanzas/adelantos', 'adelantos', {
    query: { mes: period.mes, anio: period.anio, limit: 25, cursor },
    schema: advancesResponseSchema,
    signal,
  });
}

export function useAdvancePages(period: Period) {
  return usePagedList({
    queryKey: [...financeQueryKey, 'advances', period],
    fetchPage: (cursor, signal) => listAdvancesPage(period, cursor, signal),
  });
}
