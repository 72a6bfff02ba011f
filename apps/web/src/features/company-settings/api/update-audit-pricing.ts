import { type AuditPricing, auditPricingResponseSchema } from '@auditorias/domain/schemas/config';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditPricingQueryKey } from './get-audit-pricing';

/** PUT /config/audit-pricing {multiplicadores, costoPorDefecto}. */
export function updateAuditPricing(body: AuditPricing) {
  return apiRequest('/config/audit-pricing', { method: 'PUT', body, schema: auditPricingResponseSchema });
}

export function useUpdateAuditPricingMutation() {
  // Branch prices shown elsewhere are computed with these settings.
  return useRefreshingMutation(updateAuditPricing, [['clients']], {
    update: (queryClient, { data }) => queryClient.setQueryData(auditPricingQueryKey, data),
  });
}
