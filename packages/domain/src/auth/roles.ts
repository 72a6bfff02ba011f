/** The roles of the product (DOMAIN.md: tenancy and roles). */
export const ROLES = ['admin', 'supervisor', 'operador', 'contable', 'cliente', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that belong to a client company and only ever see that company's data. */
export const CLIENT_ROLES: readonly Role[] = ['cliente', 'auditor'];

export function isClientRole(role: Role): boolean {
  return CLIENT_ROLES.includes(role);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  supervisor: 'Supervisor',
  operador: 'Operador',
  contable: 'Contable',
  cliente: 'Cliente',
  auditor: 'Auditor',
};
