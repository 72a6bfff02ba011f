import type { Priority } from '@auditorias/domain/clients/constants';
import { calculateCostResponseSchema } from '@auditorias/domain/schemas/config';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export interface CostQuery {
  clienteId: number;
  branchId: number | null;
  prioridad: Priority;
}

export const auditCostQueryKey = (query: CostQuery) => ['audit-form', 'cost', query] as const;

/** POST /config/calculate-audit-cost {clienteId, branchId, prioridad}: the estimated price, without VAT. */
export function calculateAuditCost(query: CostQuery, signal?: AbortSignal) {
  return apiData('/config/calculate-audit-cost', {
    method: 'POST',
    body: { clienteId: query.clienteId, branchId: query.branchId, prioridad: query.prioridad },
    schema: calculateCostResponseSchema,
    signal,
  });
}

export function auditCostQueryOptions(query: CostQuery) {
  return apiQuery(auditCostQueryKey(query), (signal) => calculateAuditCost(query, signal), {
    staleTime: 60_000,
  });
}

export function useAuditCostQuery(query: CostQuery | null) {
  return useQuery({
    ...auditCostQueryOptions(query ?? { clienteId: 0, branchId: null, prioridad: 'normal' }),
    enabled: query !== null,
  });
}
