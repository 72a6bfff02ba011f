import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { repairResultSchema } from './repair-result';

/** POST /users/fix-usernames: completes and corrects users' usernames. */
export function fixUsernames() {
  return apiRequest('/users/fix-usernames', { method: 'POST', schema: repairResultSchema });
}

export function useFixUsernamesMutation() {
  return useMutation({ mutationFn: fixUsernames });
}
