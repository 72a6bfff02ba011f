import { auditPricingResponseSchema } from '@auditorias/domain/schemas/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const auditPricingQueryKey = ['config', 'audit-pricing'] as const;

/** GET /config/audit-pricing: priority multipliers and the default cost per audit (pesos). */
export async function getAuditPricing(signal?: AbortSignal) {
  const { data } = await apiRequest('/config/audit-pricing', { schema: auditPricingResponseSchema, signal });
  return data;
}

export function auditPricingQueryOptions() {
  return queryOptions({
    queryKey: auditPricingQueryKey,
    queryFn: ({ signal }) => getAuditPricing(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAuditPricingQuery() {
  return useQuery(auditPricingQueryOptions());
}
