import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/api/list-audits';

export const myClientAuditsQueryKey = [...auditsQueryKey, 'client-companies'] as const;

/**
 * GET /clients/my-audits: the audits of the user's companies (a group administrator's included) that a client
 * may see: its orders and its delivered audits.
 */
export async function listMyClientAudits(signal?: AbortSignal) {
  const { auditorias } = await apiRequest('/clients/my-audits', {
    query: { limit: 1000 },
    schema: auditListResponseSchema,
    signal,
  });
  return auditorias;
}

export function myClientAuditsQueryOptions() {
  return queryOptions({
    queryKey: myClientAuditsQueryKey,
    queryFn: ({ signal }) => listMyClientAudits(signal),
  });
}

export function useMyClientAuditsQuery() {
  return useQuery(myClientAuditsQueryOptions());
}
