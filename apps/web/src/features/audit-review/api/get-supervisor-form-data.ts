import { templateResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/public';

export const supervisorFormDataQueryKey = (id: number) =>
  [...auditsQueryKey, 'supervisor', 'form-data', id] as const;

/** GET /audits/{id}/supervisor/form-data: the operator's worksheet (events, observations, worked time). */
export async function getSupervisorFormData(id: number, signal?: AbortSignal) {
  return apiRequest(`/audits/${id}/supervisor/form-data`, { schema: templateResponseSchema, signal });
}

export function supervisorFormDataQueryOptions(id: number) {
  return queryOptions({
    queryKey: supervisorFormDataQueryKey(id),
    queryFn: ({ signal }) => getSupervisorFormData(id, signal),
  });
}

export function useSupervisorFormDataQuery(id: number | null) {
  return useQuery({ ...supervisorFormDataQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
