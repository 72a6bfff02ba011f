import { reconciliationResponseSchema } from '@auditorias/domain/schemas/reconciliation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import type { Period } from '../finance-period';
import { financeQueryKey } from './finance-query-keys';

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
    // Live: asked again every minute while the page is open, and by 'Volver a verificar'.
    { refetchInterval: 60_000 },
  );
}

export function useReconciliationQuery(period: Period) {
  return useQuery(reconciliationQueryOptions(period));
}
