import { overtimeResponseSchema } from '@auditorias/domain/schemas/staff';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshStaff } from './staff-query-keys';

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
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: authorizeOvertime, onSuccess: refresh });
}
