import type { Role } from '@auditorias/domain/auth/roles';
import { userListResponseSchema } from '@auditorias/domain/schemas/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface UserListFilters {
  /** Name, email or username. */
  search?: string;
  role?: Role | null;
}

/** Every users list is under this key: mutations invalidate it. */
export const usersQueryKey = ['users'] as const;
export const userListQueryKey = (filters: UserListFilters) =>
  [...usersQueryKey, 'list', { search: filters.search ?? '', role: filters.role ?? null }] as const;

/** GET /users?search&role: the users (data) and how many match (total). */
export function listUsers(filters: UserListFilters, signal?: AbortSignal) {
  return apiRequest('/users', {
    query: { search: filters.search?.trim() || undefined, role: filters.role ?? undefined },
    schema: userListResponseSchema,
    signal,
  });
}

export function userListQueryOptions(filters: UserListFilters) {
  return queryOptions({
    queryKey: userListQueryKey(filters),
    queryFn: ({ signal }) => listUsers(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserListQuery(filters: UserListFilters) {
  return useQuery(userListQueryOptions(filters));
}
