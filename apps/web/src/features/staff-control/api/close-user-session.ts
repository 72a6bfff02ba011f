import { closeSessionResponseSchema } from '@auditorias/domain/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { staffQueryKey } from './staff-query-keys';

/** POST /work-sessions/close-user-session/{id}: ends every open session of a user (admin). */
export function closeUserSession(userId: number) {
  return apiRequest(`/work-sessions/close-user-session/${userId}`, {
    method: 'POST',
    schema: closeSessionResponseSchema,
  });
}

export function useCloseUserSessionMutation() {
  return useRefreshingMutation(closeUserSession, [staffQueryKey]);
}
