import { forAuditsResponseSchema } from '@auditorias/domain/schemas/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export const clientsForAuditsQueryKey = (onlyActive = true) =>
  [...clientsQueryKey, 'for-audits', { onlyActive }] as const;

/**
 * GET /clients/for-audits?onlyActive: the companies (top-level and child businesses) the user may work with,
 * each with its branches (id, nombre, direccion, activa).
 */
export async function listClientsForAudits(onlyActive = true, signal?: AbortSignal) {
  const { data } = await apiRequest('/clients/for-audits', {
    query: { onlyActive },
    schema: forAuditsResponseSchema,
    signal,
  });
  return data;
}

export function clientsForAuditsQueryOptions(onlyActive = true) {
  return queryOptions({
    queryKey: clientsForAuditsQueryKey(onlyActive),
    queryFn: ({ signal }) => listClientsForAudits(onlyActive, signal),
    staleTime: 60_000,
  });
}

export function useClientsForAuditsQuery(enabled = true, onlyActive = true) {
  return useQuery({ ...clientsForAuditsQueryOptions(onlyActive), enabled });
}
