import type { Priority } from '@auditorias/domain/clients/constants';
import { calculateCostResponseSchema } from '@auditorias/domain/schemas/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CostQuery {
  clienteId: number;
  branchId: number | null;
  prioridad: Priority;
}

export const auditCostQueryKey = (query: CostQuery) => ['audit-form', 'cost', query] as const;

/** POST /config/calculate-audit-cost {clienteId, branchId, prioridad}: the estimated price, without VAT. */
export async function calculateAuditCost(query: CostQuery, signal?: AbortSignal) {
  const { data } = await apiRequest('/config/calculate-audit-cost', {
    method: 'POST',
    body: { clienteId: query.clienteId, branchId: query.branchId, prioridad: query.prioridad },
    schema: calculateCostResponseSchema,
    signal,
  });
  return data;
}

export function auditCostQueryOptions(query: CostQuery) {
  return queryOptions({
    queryKey: auditCostQueryKey(query),
    queryFn: ({ signal }) => calculateAuditCost(query, signal),
    staleTime: 60_000,
  });
}

export function useAuditCostQuery(query: CostQuery | null) {
  return useQuery({
    ...auditCostQueryOptions(query ?? { clienteId: 0, branchId: null, prioridad: 'normal' }),
    enabled: query !== null,
  });
}
