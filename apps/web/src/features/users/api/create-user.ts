import { type CreateUserRequest, userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersQueryKey } from './list-users';

/** POST /users: answers 201 with the new user. */
export function createUser(body: CreateUserRequest) {
  return apiRequest('/users', { method: 'POST', body, schema: userMutationResponseSchema });
}

export function useCreateUserMutation() {
  return useRefreshingMutation(createUser, [usersQueryKey]);
}
