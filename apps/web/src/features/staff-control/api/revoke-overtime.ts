import { overtimeResponseSchema } from '@auditorias/domain/schemas/staff';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshStaff } from './staff-query-keys';

/** POST /work-sessions/revoke-overtime/{id}: revokes today's overtime authorization of an employee. */
export function revokeOvertime(userId: number) {
  return apiRequest(`/work-sessions/revoke-overtime/${userId}`, {
    method: 'POST',
    body: {},
    schema: overtimeResponseSchema,
  });
}

export function useRevokeOvertimeMutation() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: revokeOvertime, onSuccess: refresh });
}
