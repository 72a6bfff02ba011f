import { branchMutationResponseSchema } from '@auditorias/domain/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import type { BranchBody } from './create-branch';
import { clientsQueryKey } from './list-clients';

/** PUT /clients/{id}/branches/{branchId}: answers 'Sucursal actualizada exitosamente'. */
export function updateBranch({
  clientId,
  branchId,
  branch,
}: {
  clientId: number;
  branchId: number;
  branch: BranchBody;
}) {
  const { id: _id, ...body } = branch;
  return apiRequest(`/clients/${clientId}/branches/${branchId}`, {
    method: 'PUT',
    body,
    schema: branchMutationResponseSchema,
  });
}

export function useUpdateBranchMutation() {
  return useRefreshingMutation(updateBranch, [clientsQueryKey]);
}
