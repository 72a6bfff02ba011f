import { assignableResponseSchema } from '@auditorias/domain/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const assignableUsersQueryKey = ['users', 'assignable'] as const;

/** GET /users/assignable: active operators and supervisors who can receive audits. */
export async function listAssignableUsers(signal?: AbortSignal) {
  const { data } = await apiRequest('/users/assignable', { schema: assignableResponseSchema, signal });
  return data;
}

export function assignableUsersQueryOptions() {
  return queryOptions({
    queryKey: assignableUsersQueryKey,
    queryFn: ({ signal }) => listAssignableUsers(signal),
    staleTime: 60_000,
  });
}

export function useAssignableUsersQuery(enabled = true) {
  return useQuery({ ...assignableUsersQueryOptions(), enabled });
}
