import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

/** DELETE /operator-permissions/unblock-operator/{clientId}/{operatorId}: back to available. */
export function unblockOperator({ operatorId, clientId }: { operatorId: number; clientId: number }) {
  return apiRequest(`/operator-permissions/unblock-operator/${clientId}/${operatorId}`, {
    method: 'DELETE',
    schema: okMessageSchema,
  });
}

export function useUnblockOperatorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPermissionsQueryKey }),
  });
}
