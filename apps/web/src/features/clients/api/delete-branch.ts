import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

/** DELETE /clients/{id}/branches/{branchId}: answers 'Sucursal eliminada exitosamente'. */
export function deleteBranch({ clientId, branchId }: { clientId: number; branchId: number }) {
  return apiRequest(`/clients/${clientId}/branches/${branchId}`, {
    method: 'DELETE',
    schema: okMessageSchema,
  });
}

export function useDeleteBranchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
