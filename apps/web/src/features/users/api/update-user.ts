import { type UpdateUserRequest, userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersQueryKey } from './list-users';

/** PUT /users/{id} with any of name, email, username ('' = none), password, role, clienteId. */
export function updateUser({ id, body }: { id: number; body: UpdateUserRequest }) {
  return apiRequest(`/users/${id}`, { method: 'PUT', body, schema: userMutationResponseSchema });
}

export function useUpdateUserMutation() {
  return useRefreshingMutation(updateUser, [usersQueryKey]);
}
