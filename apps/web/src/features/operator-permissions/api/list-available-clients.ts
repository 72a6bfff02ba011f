import { availableClientsResponseSchema } from '@auditorias/domain/schemas/operator-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

export const listAvailableClientsQueryKey = (operatorId: number) =>
  [...operatorPermissionsQueryKey, 'available-clients', operatorId] as const;

/** GET /operator-permissions/available-clients/{operatorId}: active companies with no assignment or block for the operator. */
export async function listAvailableClients(operatorId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/operator-permissions/available-clients/${operatorId}`, {
    schema: availableClientsResponseSchema,
    signal,
  });
  return data;
}

export function listAvailableClientsQueryOptions(operatorId: number) {
  return queryOptions({
    queryKey: listAvailableClientsQueryKey(operatorId),
    queryFn: ({ signal }) => listAvailableClients(operatorId, signal),
  });
}

export function useListAvailableClientsQuery(operatorId: number | null, enabled = true) {
  return useQuery({
    ...listAvailableClientsQueryOptions(operatorId ?? 0),
    enabled: enabled && operatorId !== null && operatorId > 0,
  });
}
