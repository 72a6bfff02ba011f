import { type PermissionsInput, userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersQueryKey } from './list-users';

/**
 * PATCH /users/{id}/permissions (admin): the overrides of a staff user (they replace the previous ones), or the
 * group-administrator data of a client user.
 */
export function setUserPermissions({ id, permissions }: { id: number; permissions: PermissionsInput }) {
  return apiRequest(`/users/${id}/permissions`, {
    method: 'PATCH',
    body: { permissions },
    schema: userMutationResponseSchema,
  });
}

export function useSetUserPermissionsMutation() {
  return useRefreshingMutation(setUserPermissions, [usersQueryKey]);
}
