import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

/** POST /operator-permissions/assign-client {operatorId, clientId}: the operator then works only for its assigned clients. */
export function assignClient({ operatorId, clientId }: { operatorId: number; clientId: number }) {
  return apiRequest('/operator-permissions/assign-client', {
    method: 'POST',
    body: { operatorId, clientId },
    schema: okMessageSchema,
  });
}

export function useAssignClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPermissionsQueryKey }),
  });
}
