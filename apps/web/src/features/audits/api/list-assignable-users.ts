import { assignableResponseSchema } from '@auditorias/domain/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export const assignableUsersQueryKey = ['users', 'assignable'] as const;

/** GET /users/assignable: active operators and supervisors who can receive audits. */
export function listAssignableUsers(signal?: AbortSignal) {
  return apiData('/users/assignable', { schema: assignableResponseSchema, signal });
}

export function assignableUsersQueryOptions() {
  return apiQuery(assignableUsersQueryKey, listAssignableUsers, { staleTime: 60_000 });
}

export function useAssignableUsersQuery(enabled = true) {
  return useQuery({ ...assignableUsersQueryOptions(), enabled });
}
