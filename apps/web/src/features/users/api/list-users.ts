import type { Role } from '@auditorias/domain/auth/roles';
import { PAGE_SIZE_MAX } from '@auditorias/domain/schemas/lists';
import { userListResponseSchema, userPageResponseSchema } from '@auditorias/domain/schemas/users';
import { keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';
import { apiQuery } from '../../../lib/queries';

export interface UserListFilters {
  /** Name, email or username. */
  search?: string;
  role?: Role | null;
}

/** Every users list is under this key: mutations invalidate it. */
export const usersQueryKey = ['users'] as const;
const filterKey = (filters: UserListFilters) => ({
  search: filters.search?.trim() ?? '',
  role: filters.role ?? null,
});
export const userListQueryKey = (filters: UserListFilters) =>
  [...usersQueryKey, 'list', filterKey(filters)] as const;
export const userPagesQueryKey = (filters: UserListFilters) =>
  [...usersQueryKey, 'pages', filterKey(filters)] as const;

const filterQuery = (filters: UserListFilters) => ({
  search: filters.search?.trim() || undefined,
  role: filters.role ?? undefined,
});

/** The export of the users list with the same filters: GET /users/export. */
export function usersExport(filters: UserListFilters) {
  return { path: '/users/export', query: filterQuery(filters), fallbackName: 'usuarios' };
}

/**
 * GET /users?search&role&limit&cursor: one page of users by name (the server searches, filters and pages), how
 * many match (total) and the cursor of the next page.
 */
export async function listUsersPage(
  filters: UserListFilters,
  cursor?: string,
  signal?: AbortSignal,
  limit?: number,
) {
  const { data, total, paginacion } = await apiRequest('/users', {
    query: { ...filterQuery(filters), limit, cursor },
    schema: userPageResponseSchema,
    signal,
  });
  return { items: data, total, paginacion };
}

/**
 * The first page only, as large as the server gives (100), for short lists beside other screens (the finance
 * Personal tab asks per role): GET /users?role&limit=100 → { data, total }.
 */
export function listUsers(filters: UserListFilters, signal?: AbortSignal) {
  return apiRequest('/users', {
    query: { ...filterQuery(filters), limit: PAGE_SIZE_MAX },
    schema: userListResponseSchema,
    signal,
  });
}

export function userListQueryOptions(filters: UserListFilters) {
  return apiQuery(userListQueryKey(filters), (signal) => listUsers(filters, signal), {
    placeholderData: keepPreviousData,
  });
}

/** The users screen: pages by name from the server ('Cargar más'), and how many match the filters (`total`). */
export function useUserPages(filters: UserListFilters) {
  const list = usePagedList({
    queryKey: userPagesQueryKey(filters),
    fetchPage: (cursor, signal) => listUsersPage(filters, cursor, signal),
  });
  // Every page carries the count; the first one is refreshed with the list.
  return { ...list, total: list.first?.total };
}
