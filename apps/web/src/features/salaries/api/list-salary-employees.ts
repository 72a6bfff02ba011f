import { SALARY_ROLES, type SalaryRole } from '@auditorias/domain/salaries/config';
import { useQueries, useQuery } from '@tanstack/react-query';
import { financeEmployeesQueryOptions } from '../../finance/public';
import { userListQueryOptions } from '../../users/public';

/** A person whose salary the screen manages. */
export interface SalaryEmployee {
  id: number;
  name: string;
  role: SalaryRole;
  active: boolean;
}

export interface SalaryEmployees {
  employees: SalaryEmployee[];
  isPending: boolean;
  error: Error | null;
  /** Some role has more people than the first page the server gives: the search narrows it. */
  truncated: boolean;
  refetch: () => void;
}

const byName = (a: SalaryEmployee, b: SalaryEmployee) => a.name.localeCompare(b.name, 'es') || a.id - b.id;

/**
 * The admin's list: GET /users?role&search&limit=100 once per salary role (operador, supervisor, admin, contable),
 * the call the users screens already make (it needs user_view). The typed search goes to the server too, so that a
 * role with more than a page of people still finds everyone.
 */
function useStaffUsers(search: string, enabled: boolean): SalaryEmployees {
  const results = useQueries({
    queries: SALARY_ROLES.map((role) => ({ ...userListQueryOptions({ role, search }), enabled })),
  });
  const employees = results
    .flatMap((r) => r.data?.data ?? [])
    .filter((u): u is typeof u & { role: SalaryRole } => (SALARY_ROLES as readonly string[]).includes(u.role))
    .map((u) => ({ id: u.id, name: u.name, role: u.role, active: u.isActive }))
    .sort(byName);
  return {
    employees,
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
    truncated: results.some((r) => (r.data ? r.data.total > r.data.data.length : false)),
    refetch: () => {
      for (const r of results) void r.refetch();
    },
  };
}

/**
 * The read-only list of a contable, who may not list users: GET /finanzas/usuarios/detallados (operador,
 * supervisor, contable; finance_view), the same read as the finance Personal tab.
 */
function useFinanceStaff(enabled: boolean): SalaryEmployees {
  const query = useQuery(financeEmployeesQueryOptions(enabled));
  return {
    employees: (query.data ?? [])
      .map((u) => ({ id: u.id, name: u.nombre, role: u.rol, active: u.activo }))
      .sort(byName),
    isPending: query.isPending,
    error: query.error,
    truncated: false,
    refetch: () => void query.refetch(),
  };
}

/** The employees of the salary screen: from the users list for an admin, from finance when read-only. */
export function useSalaryEmployees(search: string, readOnly: boolean): SalaryEmployees {
  const staff = useStaffUsers(search, !readOnly);
  const finance = useFinanceStaff(readOnly);
  return readOnly ? finance : staff;
}
