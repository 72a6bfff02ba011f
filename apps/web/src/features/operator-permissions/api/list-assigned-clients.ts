import { assignmentListResponseSchema } from '@auditorias/domain/schemas/operator-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

export const listAssignedClientsQueryKey = (operatorId: number) =>
  [...operatorPermissionsQueryKey, 'assigned-clients', operatorId] as const;

/** GET /operator-permissions/assigned-clients/{operatorId}: the clients assigned to an operator (who assigned, when). */
export async function listAssignedClients(operatorId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/operator-permissions/assigned-clients/${operatorId}`, {
    schema: assignmentListResponseSchema,
    signal,
  });
  return data;
}

export function listAssignedClientsQueryOptions(operatorId: number) {
  return queryOptions({
    queryKey: listAssignedClientsQueryKey(operatorId),
    queryFn: ({ signal }) => listAssignedClients(operatorId, signal),
  });
}

export function useListAssignedClientsQuery(operatorId: number | null, enabled = true) {
  return useQuery({
    ...listAssignedClientsQueryOptions(operatorId ?? 0),
    enabled: enabled && operatorId !== null && operatorId > 0,
  });
}
