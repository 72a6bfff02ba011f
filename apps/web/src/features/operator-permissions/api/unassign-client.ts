import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

/** DELETE /operator-permissions/unassign-client/{operatorId}/{clientId}: back to available. */
export function unassignClient({ operatorId, clientId }: { operatorId: number; clientId: number }) {
  return apiRequest(`/operator-permissions/unassign-client/${operatorId}/${clientId}`, {
    method: 'DELETE',
    schema: okMessageSchema,
  });
}

export function useUnassignClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPermissionsQueryKey }),
  });
}
