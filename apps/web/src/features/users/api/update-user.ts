import { type UpdateUserRequest, userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** PUT /users/{id} with any of name, email, username ('' = none), password, role, clienteId. */
export function updateUser({ id, body }: { id: number; body: UpdateUserRequest }) {
  return apiRequest(`/users/${id}`, { method: 'PUT', body, schema: userMutationResponseSchema });
}

export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
