import { blockListResponseSchema } from '@auditorias/domain/schemas/operator-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

export const listBlockedOperatorsQueryKey = (clientId: number) =>
  [...operatorPermissionsQueryKey, 'blocked-operators', clientId] as const;

/** GET /operator-permissions/blocked-operators/{clientId}: the operators blocked for a client, with the reason. */
export async function listBlockedOperators(clientId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/operator-permissions/blocked-operators/${clientId}`, {
    schema: blockListResponseSchema,
    signal,
  });
  return data;
}

export function listBlockedOperatorsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: listBlockedOperatorsQueryKey(clientId),
    queryFn: ({ signal }) => listBlockedOperators(clientId, signal),
  });
}

export function useListBlockedOperatorsQuery(clientId: number | null, enabled = true) {
  return useQuery({
    ...listBlockedOperatorsQueryOptions(clientId ?? 0),
    enabled: enabled && clientId !== null && clientId > 0,
  });
}
