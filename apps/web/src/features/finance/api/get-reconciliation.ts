import { reconciliationResponseSchema } from '@auditorias/domain/schemas/reconciliation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { apiQuery } from '../../../lib/queries';
import type { Period } from '../finance-period';

/** GET /finanzas/conciliacion?mes&anio: every invariant between the figures, OK or the difference (admin, contable). */
export function reconciliationQueryOptions(period: Period) {
  return apiQuery(
    [...financeQueryKey, 'conciliacion', period.anio, period.mes] as const,
    (signal) =>
      apiRequest('/finanzas/conciliacion', {
        query: { mes: period.mes, anio: period.anio },
        schema: reconciliationResponseSchema,
        signal,
      }),
    // Computed when the page opens and on 'Volver a verificar', not polled: on a grown database (1M audits) one
    // check reads every statement, employee and ledger line, about 15 s of database work.
    { staleTime: 0, refetchOnWindowFocus: false },
  );
}

export function useReconciliationQuery(period: Period) {
  return useQuery(reconciliationQueryOptions(period));
}
