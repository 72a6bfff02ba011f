import { fixUsernamesResponseSchema } from '@auditorias/domain/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type FixUsernamesResult = z.infer<typeof fixUsernamesResponseSchema>;

/** POST /users/fix-usernames: gives every user without a username one derived from the email. */
export function fixUsernames() {
  return apiRequest('/users/fix-usernames', { method: 'POST', schema: fixUsernamesResponseSchema });
}

export function useFixUsernamesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixUsernames,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
