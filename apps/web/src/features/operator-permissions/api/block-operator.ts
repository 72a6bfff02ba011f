import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

/** POST /operator-permissions/block-operator {clientId, operatorId, reason?}: the reason is trimmed and left out when empty. */
export function blockOperator({
  operatorId,
  clientId,
  reason,
}: {
  operatorId: number;
  clientId: number;
  reason?: string;
}) {
  return apiRequest('/operator-permissions/block-operator', {
    method: 'POST',
    body: { clientId, operatorId, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
    schema: okMessageSchema,
  });
}

export function useBlockOperatorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPermissionsQueryKey }),
  });
}
