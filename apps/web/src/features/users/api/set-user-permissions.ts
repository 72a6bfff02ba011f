import { type PermissionsInput, userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
