import { closeAllSessionsResponseSchema } from '@auditorias/domain/schemas/staff';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshStaff } from './staff-query-keys';

/** POST /work-sessions/close-all-sessions: ends the open sessions of every operador, supervisor and contable. */
export function closeAllSessions() {
  return apiRequest('/work-sessions/close-all-sessions', {
    method: 'POST',
    schema: closeAllSessionsResponseSchema,
  });
}

export function useCloseAllSessionsMutation() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: closeAllSessions, onSuccess: refresh });
}
