import { type AuditPricing, auditPricingResponseSchema } from '@auditorias/domain/schemas/config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditPricingQueryKey } from './get-audit-pricing';

/** PUT /config/audit-pricing {multiplicadores, costoPorDefecto}. */
export function updateAuditPricing(body: AuditPricing) {
  return apiRequest('/config/audit-pricing', { method: 'PUT', body, schema: auditPricingResponseSchema });
}

export function useUpdateAuditPricingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuditPricing,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(auditPricingQueryKey, data);
      // Branch prices shown elsewhere are computed with these settings.
      return queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
