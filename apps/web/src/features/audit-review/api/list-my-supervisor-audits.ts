import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/api/list-audits';

export const mySupervisorAuditsQueryKey = [...auditsQueryKey, 'supervisor', 'mine'] as const;

/** GET /audits/supervisor/my-audits: the audits the caller reviewed (saved or approved as supervisor). */
export async function listMySupervisorAudits(signal?: AbortSignal) {
  const { auditorias } = await apiRequest('/audits/supervisor/my-audits', {
    schema: auditListResponseSchema,
    signal,
  });
  return auditorias;
}

export function mySupervisorAuditsQueryOptions() {
  return queryOptions({
    queryKey: mySupervisorAuditsQueryKey,
    queryFn: ({ signal }) => listMySupervisorAudits(signal),
  });
}

export function useMySupervisorAuditsQuery() {
  return useQuery(mySupervisorAuditsQueryOptions());
}
