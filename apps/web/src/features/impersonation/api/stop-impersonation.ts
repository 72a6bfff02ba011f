import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /impersonation/stop, sent with the impersonated session's token: ends that session. */
export function stopImpersonation() {
  return apiRequest('/impersonation/stop', { method: 'POST', schema: okMessageSchema });
}

export function useStopImpersonationMutation() {
  return useMutation({ mutationFn: stopImpersonation });
}
