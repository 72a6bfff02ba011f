import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { clientsQueryKey } from './list-clients';

/** DELETE /clients/{id}/branches/{branchId}: answers 'Sucursal eliminada exitosamente'. */
export function deleteBranch({ clientId, branchId }: { clientId: number; branchId: number }) {
  return apiRequest(`/clients/${clientId}/branches/${branchId}`, {
    method: 'DELETE',
    schema: okMessageSchema,
  });
}

export function useDeleteBranchMutation() {
  return useRefreshingMutation(deleteBranch, [clientsQueryKey]);
}
