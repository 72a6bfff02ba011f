import { type CreateUserRequest, userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** POST /users: answers 201 with the new user. */
export function createUser(body: CreateUserRequest) {
  return apiRequest('/users', { method: 'POST', body, schema: userMutationResponseSchema });
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
