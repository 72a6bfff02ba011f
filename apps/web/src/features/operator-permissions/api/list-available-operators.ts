import { availableOperatorsResponseSchema } from '@auditorias/domain/schemas/operator-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

export const listAvailableOperatorsQueryKey = (clientId: number) =>
  [...operatorPermissionsQueryKey, 'available-operators', clientId] as const;

/** GET /operator-permissions/available-operators/{clientId}: active operators and supervisors with no assignment or block for the client. */
export async function listAvailableOperators(clientId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/operator-permissions/available-operators/${clientId}`, {
    schema: availableOperatorsResponseSchema,
    signal,
  });
  return data;
}

export function listAvailableOperatorsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: listAvailableOperatorsQueryKey(clientId),
    queryFn: ({ signal }) => listAvailableOperators(clientId, signal),
  });
}

export function useListAvailableOperatorsQuery(clientId: number | null, enabled = true) {
  return useQuery({
    ...listAvailableOperatorsQueryOptions(clientId ?? 0),
    enabled: enabled && clientId !== null && clientId > 0,
  });
}
