import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

interface Pair {
  operatorId: number;
  clientId: number;
}

/** POST /operator-permissions/assign-client {operatorId, clientId}: the operator then works only for its assigned clients. */
export function assignClient({ operatorId, clientId }: Pair) {
  return apiRequest('/operator-permissions/assign-client', {
    method: 'POST',
    body: { operatorId, clientId },
    schema: okMessageSchema,
  });
}

/** DELETE /operator-permissions/unassign-client/{operatorId}/{clientId}: back to available. */
export function unassignClient({ operatorId, clientId }: Pair) {
  return apiRequest(`/operator-permissions/unassign-client/${operatorId}/${clientId}`, {
    method: 'DELETE',
    schema: okMessageSchema,
  });
}

/** POST /operator-permissions/block-operator {clientId, operatorId, reason?}: the reason is trimmed and left out when empty. */
export function blockOperator({ operatorId, clientId, reason }: Pair & { reason?: string }) {
  return apiRequest('/operator-permissions/block-operator', {
    method: 'POST',
    body: { clientId, operatorId, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
    schema: okMessageSchema,
  });
}

/** DELETE /operator-permissions/unblock-operator/{clientId}/{operatorId}: back to available. */
export function unblockOperator({ operatorId, clientId }: Pair) {
  return apiRequest(`/operator-permissions/unblock-operator/${clientId}/${operatorId}`, {
    method: 'DELETE',
    schema: okMessageSchema,
  });
}

/** A change of permissions refreshes every permission list (they are all under one key). */
function usePermissionChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useRefreshingMutation(mutationFn, [operatorPermissionsQueryKey]);
}

export const useAssignClientMutation = () => usePermissionChange(assignClient);
export const useUnassignClientMutation = () => usePermissionChange(unassignClient);
export const useBlockOperatorMutation = () => usePermissionChange(blockOperator);
export const useUnblockOperatorMutation = () => usePermissionChange(unblockOperator);
