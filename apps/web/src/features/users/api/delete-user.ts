import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersQueryKey } from './list-users';

/** DELETE /users/{id}. */
export function deleteUser(id: number) {
  return apiRequest(`/users/${id}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteUserMutation() {
  return useRefreshingMutation(deleteUser, [usersQueryKey]);
}
