import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/logout: closes the session on the server. */
export function logout() {
  return apiRequest('/auth/logout', { method: 'POST', schema: okMessageSchema });
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
