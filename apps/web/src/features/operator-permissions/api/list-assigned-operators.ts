import { assignmentListResponseSchema } from '@auditorias/domain/schemas/operator-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

export const listAssignedOperatorsQueryKey = (clientId: number) =>
  [...operatorPermissionsQueryKey, 'assigned-operators', clientId] as const;

/** GET /operator-permissions/assigned-operators/{clientId}: the operators assigned to a client. */
export async function listAssignedOperators(clientId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/operator-permissions/assigned-operators/${clientId}`, {
    schema: assignmentListResponseSchema,
    signal,
  });
  return data;
}

export function listAssignedOperatorsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: listAssignedOperatorsQueryKey(clientId),
    queryFn: ({ signal }) => listAssignedOperators(clientId, signal),
  });
}

export function useListAssignedOperatorsQuery(clientId: number | null, enabled = true) {
  return useQuery({
    ...listAssignedOperatorsQueryOptions(clientId ?? 0),
    enabled: enabled && clientId !== null && clientId > 0,
  });
}
