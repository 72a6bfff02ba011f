import { forAuditsResponseSchema } from '@auditorias/domain/schemas/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ClientForAudits = z.infer<typeof forAuditsResponseSchema>['data'][number];

export const auditClientsQueryKey = ['audit-form', 'clients'] as const;

/**
 * GET /clients/for-audits?onlyActive=true: the active companies the user may order audits for (child businesses
 * carry their parentId), each with its active branches.
 */
export async function listClientsForAudits(signal?: AbortSignal) {
  const { data } = await apiRequest('/clients/for-audits', {
    query: { onlyActive: true },
    schema: forAuditsResponseSchema,
    signal,
  });
  return data;
}

export function auditClientsQueryOptions() {
  return queryOptions({
    queryKey: auditClientsQueryKey,
    queryFn: ({ signal }) => listClientsForAudits(signal),
    staleTime: 60_000,
  });
}

export function useAuditClientsQuery(enabled = true) {
  return useQuery({ ...auditClientsQueryOptions(), enabled });
}
