import { auditPricingResponseSchema } from '@auditorias/domain/schemas/config';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export const auditPricingQueryKey = ['config', 'audit-pricing'] as const;

/** GET /config/audit-pricing: priority multipliers and the default cost per audit (pesos). */
export function getAuditPricing(signal?: AbortSignal) {
  return apiData('/config/audit-pricing', { schema: auditPricingResponseSchema, signal });
}

export function auditPricingQueryOptions() {
  return apiQuery(auditPricingQueryKey, getAuditPricing, { staleTime: 5 * 60_000 });
}

export function useAuditPricingQuery() {
  return useQuery(auditPricingQueryOptions());
}
