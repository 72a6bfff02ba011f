import { overtimeResponseSchema } from '@auditorias/domain/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { staffQueryKey } from './staff-query-keys';

export interface AuthorizeOvertimeInput {
  userId: number;
  motivo: string;
  duracionHoras: number;
  /** The Argentine day ('YYYY-MM-DD'); today when absent. */
  fecha?: string;
}

/**
 * POST /work-sessions/authorize-overtime/{id} {motivo, duracionHoras, fecha?}: the extra hours of an employee on a
 * day (today unless `fecha` is given).
 */
export function authorizeOvertime({ userId, motivo, duracionHoras, fecha }: AuthorizeOvertimeInput) {
  return apiRequest(`/work-sessions/authorize-overtime/${userId}`, {
    method: 'POST',
    body: { motivo, duracionHoras, ...(fecha ? { fecha } : {}) },
    schema: overtimeResponseSchema,
  });
}

export function useAuthorizeOvertimeMutation() {
  return useRefreshingMutation(authorizeOvertime, [staffQueryKey]);
}
