import type { Role } from '@auditorias/domain/auth/roles';
import { useQueries } from '@tanstack/react-query';
import { userListQueryOptions } from '../../users/api/list-users';

/** The roles of the Personal tab (spec: operador, supervisor and contable). */
export const STAFF_ROLES = ['operador', 'supervisor', 'contable'] as const satisfies readonly Role[];

/**
 * The employees of the Personal tab: GET /users?role= for each of its roles (the users list, which needs the
 * user_view permission). `enabled` false when the user may not list users.
 */
export function useStaffQueries(enabled: boolean) {
  return useQueries({
    queries: STAFF_ROLES.map((role) => ({ ...userListQueryOptions({ role }), enabled })),
  });
}
