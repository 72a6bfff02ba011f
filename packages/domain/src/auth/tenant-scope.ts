import type { Role } from './roles';
import { isClientRole } from './roles';

/**
 * Which client companies a user may see. Staff see every company ('all'); a client-company user
 * sees its own company, and a group administrator also the companies it administers.
 */
export type TenantScope = { kind: 'all' } | { kind: 'clients'; clientIds: readonly number[] };

export interface TenantSubject {
  role: Role;
  clienteId: number | null;
  esAdministradorGrupo: boolean;
  clientesAdministrados: readonly number[];
}

/**
 * The companies a client user sees, given the child businesses (`negociosHijos`) of each company: a company's
 * child businesses are part of it.
 */
export function tenantScopeWithChildren(
  user: TenantSubject,
  childrenOf: ReadonlyMap<number, readonly number[]>,
): TenantScope {
  const scope = tenantScope(user);
  if (scope.kind === 'all') return scope;
  const ids = new Set(scope.clientIds);
  for (const id of scope.clientIds) for (const child of childrenOf.get(id) ?? []) ids.add(child);
  return { kind: 'clients', clientIds: [...ids].sort((a, b) => a - b) };
}

export function tenantScope(user: TenantSubject): TenantScope {
  if (!isClientRole(user.role)) return { kind: 'all' };
  const ids = new Set<number>();
  if (user.clienteId !== null) ids.add(user.clienteId);
  if (user.role === 'cliente' && user.esAdministradorGrupo) {
    for (const id of user.clientesAdministrados) ids.add(id);
  }
  return { kind: 'clients', clientIds: [...ids].sort((a, b) => a - b) };
}

/** Whether a scope lets its user see one client company's data. */
export function scopeIncludes(scope: TenantScope, clientId: number | null): boolean {
  if (scope.kind === 'all') return true;
  return clientId !== null && scope.clientIds.includes(clientId);
}
