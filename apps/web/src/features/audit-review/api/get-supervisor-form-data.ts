import { templateResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery, useRecordQuery } from '../../../lib/queries';
import { auditsQueryKey } from '../../audits/public';

export const supervisorFormDataQueryKey = (id: number) =>
  [...auditsQueryKey, 'supervisor', 'form-data', id] as const;

/** GET /audits/{id}/supervisor/form-data: the operator's worksheet (events, observations, worked time). */
export async function getSupervisorFormData(id: number, signal?: AbortSignal) {
  return apiRequest(`/audits/${id}/supervisor/form-data`, { schema: templateResponseSchema, signal });
}

export function supervisorFormDataQueryOptions(id: number) {
  return apiQuery(supervisorFormDataQueryKey(id), (signal) => getSupervisorFormData(id, signal));
}

export function useSupervisorFormDataQuery(id: number | null) {
  return useRecordQuery(id, supervisorFormDataQueryOptions);
}
