import { userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersQueryKey } from './list-users';

/** POST /users/{id}/activate {isActive}: activates or deactivates (deactivating ends the user's sessions). */
export function setUserActive({ id, isActive }: { id: number; isActive: boolean }) {
  return apiRequest(`/users/${id}/activate`, {
    method: 'POST',
    body: { isActive },
    schema: userMutationResponseSchema,
  });
}

export function useSetUserActiveMutation() {
  return useRefreshingMutation(setUserActive, [usersQueryKey]);
}
