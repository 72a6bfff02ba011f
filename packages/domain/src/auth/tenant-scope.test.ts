import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import { scopeIncludes, tenantScope, tenantScopeWithChildren } from './tenant-scope';

const subject = (role: Role, clienteId: number | null, group = false, administered: number[] = []) => ({
  role,
  clienteId,
  esAdministradorGrupo: group,
  clientesAdministrados: administered,
});

describe('tenantScope', () => {
  it.each(['admin', 'supervisor', 'operador', 'contable'] as Role[])('%s sees every company', (role) => {
    const scope = tenantScope(subject(role, null));
    expect(scope).toEqual({ kind: 'all' });
    expect(scopeIncludes(scope, 42)).toBe(true);
  });

  it('a client sees only its own company', () => {
    const scope = tenantScope(subject('cliente', 3));
    expect(scope).toEqual({ kind: 'clients', clientIds: [3] });
    expect(scopeIncludes(scope, 3)).toBe(true);
    expect(scopeIncludes(scope, 4)).toBe(false);
    expect(scopeIncludes(scope, null)).toBe(false);
  });

  it('administered companies are ignored unless the user is a group administrator', () => {
    expect(tenantScope(subject('cliente', 3, false, [4, 5]))).toEqual({ kind: 'clients', clientIds: [3] });
  });

  it('a group administrator sees its company and the ones it administers, once each', () => {
    expect(tenantScope(subject('cliente', 3, true, [5, 3, 4]))).toEqual({
      kind: 'clients',
      clientIds: [3, 4, 5],
    });
  });

  it('an auditor sees only its own company, even when flagged as group administrator', () => {
    expect(tenantScope(subject('auditor', 3, true, [4]))).toEqual({ kind: 'clients', clientIds: [3] });
  });

  it('a client user without company sees nothing', () => {
    const scope = tenantScope(subject('cliente', null));
    expect(scope).toEqual({ kind: 'clients', clientIds: [] });
    expect(scopeIncludes(scope, 1)).toBe(false);
  });
});

describe('tenantScopeWithChildren', () => {
  it('adds the child businesses of the companies in scope, only those', () => {
    const children = new Map([
      [3, [30, 31]],
      [4, [40]],
      [9, [90]],
    ]);
    expect(tenantScopeWithChildren(subject('cliente', 3), children)).toEqual({
      kind: 'clients',
      clientIds: [3, 30, 31],
    });
    expect(tenantScopeWithChildren(subject('cliente', 3, true, [4]), children)).toEqual({
      kind: 'clients',
      clientIds: [3, 4, 30, 31, 40],
    });
    expect(tenantScopeWithChildren(subject('admin', null), children)).toEqual({ kind: 'all' });
  });
});
