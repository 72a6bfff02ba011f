import { type LoginRequest, loginResponseSchema } from '@auditorias/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/login: email or username plus password; answers the token and the user. */
export function login(credentials: LoginRequest) {
  return apiRequest('/auth/login', {
    method: 'POST',
    body: credentials,
    auth: false,
    schema: loginResponseSchema,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
