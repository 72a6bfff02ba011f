import { overtimeResponseSchema } from '@auditorias/domain/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { staffQueryKey } from './staff-query-keys';

/** POST /work-sessions/revoke-overtime/{id}: revokes today's overtime authorization of an employee. */
export function revokeOvertime(userId: number) {
  return apiRequest(`/work-sessions/revoke-overtime/${userId}`, {
    method: 'POST',
    body: {},
    schema: overtimeResponseSchema,
  });
}

export function useRevokeOvertimeMutation() {
  return useRefreshingMutation(revokeOvertime, [staffQueryKey]);
}
