import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/** PUT /audits/{id}/toggle-gratis {gratisParaCliente, motivo}: free or charged for the client. */
export function toggleFree({
  id,
  gratisParaCliente,
  motivo,
}: {
  id: number;
  gratisParaCliente: boolean;
  motivo?: string;
}) {
  const reason = motivo?.trim();
  return apiRequest(`/audits/${id}/toggle-gratis`, {
    method: 'PUT',
    body: reason ? { gratisParaCliente, motivo: reason } : { gratisParaCliente },
    schema: auditMutationResponseSchema,
  });
}

export function useToggleFreeMutation() {
  return useAuditsMutation(toggleFree);
}
