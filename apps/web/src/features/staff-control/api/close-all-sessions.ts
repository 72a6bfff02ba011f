import { closeAllSessionsResponseSchema } from '@auditorias/domain/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { staffQueryKey } from './staff-query-keys';

/** POST /work-sessions/close-all-sessions: ends the open sessions of every operador, supervisor and contable. */
export function closeAllSessions() {
  return apiRequest('/work-sessions/close-all-sessions', {
    method: 'POST',
    schema: closeAllSessionsResponseSchema,
  });
}

export function useCloseAllSessionsMutation() {
  return useRefreshingMutation(closeAllSessions, [staffQueryKey]);
}
