import { userMutationResponseSchema } from '@auditorias/domain/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
