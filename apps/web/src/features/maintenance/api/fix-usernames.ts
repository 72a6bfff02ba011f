import { fixUsernamesResponseSchema } from '@auditorias/domain/schemas/users';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';

export type FixUsernamesResult = z.infer<typeof fixUsernamesResponseSchema>;

/** POST /users/fix-usernames: gives every user without a username one derived from the email. */
export function fixUsernames() {
  return apiRequest('/users/fix-usernames', { method: 'POST', schema: fixUsernamesResponseSchema });
}

export function useFixUsernamesMutation() {
  return useRefreshingMutation(fixUsernames, [['users']]);
}
