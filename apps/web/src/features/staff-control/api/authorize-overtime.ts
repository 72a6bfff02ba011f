import { overtimeResponseSchema } from '@auditorias/domain/schemas/staff';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshStaff } from './staff-query-keys';

export interface AuthorizeOvertimeInput {
  userId: number;
  motivo: string;
  duracionHoras: number;
}

/** POST /work-sessions/authorize-overtime/{id} {motivo, duracionHoras}: today's extra hours of an employee. */
export function authorizeOvertime({ userId, motivo, duracionHoras }: AuthorizeOvertimeInput) {
  return apiRequest(`/work-sessions/authorize-overtime/${userId}`, {
    method: 'POST',
    body: { motivo, duracionHoras },
    schema: overtimeResponseSchema,
  });
}

export function useAuthorizeOvertimeMutation() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: authorizeOvertime, onSuccess: refresh });
}
