import { describe, expect, it } from 'vitest';
import { logoTab, mayOpenTab, resolveTab, startTab, tabLabel, tabsFor } from './tabs';

describe('tabs by role (spec: main dashboard tabs by role)', () => {
  it('admin', () => {
    expect(tabsFor({ role: 'admin' })).toEqual([
      'overview',
      'users',
      'clients',
      'client-branches',
      'audits',
      'management-queue',
      'audit-review',
      'files',
      'audit-management',
      'salaries',
      'staff',
      'finances',
      'configuration',
      'activity-log',
      'messages',
    ]);
    expect(startTab({ role: 'admin' })).toBe('overview');
    expect(mayOpenTab({ role: 'admin' }, 'dashboard')).toBe(true);
  });
  it('operador', () => {
    expect(tabsFor({ role: 'operador' })).toEqual(['my-session', 'messages']);
    expect(startTab({ role: 'operador' })).toBe('my-session');
    expect(mayOpenTab({ role: 'operador' }, 'users')).toBe(false);
  });
  it('supervisor', () => {
    expect(tabsFor({ role: 'supervisor' })).toEqual([
      'overview',
      'management-queue',
      'audit-review',
      'my-supervisor-audits',
      'complete-audits',
      'audits',
      'messages',
    ]);
    expect(startTab({ role: 'supervisor' })).toBe('overview');
    expect(mayOpenTab({ role: 'supervisor' }, 'dashboard')).toBe(false);
  });
  it('contable', () => {
    expect(tabsFor({ role: 'contable' })).toEqual(['finances', 'staff', 'messages']);
    expect(startTab({ role: 'contable' })).toBe('finances');
  });
  it('cliente and group administrator', () => {
    expect(tabsFor({ role: 'cliente' })).toEqual(['audits', 'my-orders', 'messages']);
    expect(startTab({ role: 'cliente' })).toBe('audits');
    expect(tabsFor({ role: 'cliente', permissions: { esAdministradorGrupo: true } })).toEqual([
      'overview',
      'audits',
      'my-orders',
      'messages',
    ]);
    expect(startTab({ role: 'cliente', permissions: { esAdministradorGrupo: true } })).toBe('overview');
    expect(tabLabel({ role: 'cliente' }, 'audits')).toBe('Mis Auditorías');
    expect(tabLabel({ role: 'admin' }, 'audits')).toBe('Auditorías');
  });
  it('resolves the requested tab or falls back to the start tab', () => {
    expect(resolveTab({ role: 'admin' }, 'users')).toBe('users');
    expect(resolveTab({ role: 'admin' }, 'dashboard')).toBe('dashboard');
    expect(resolveTab({ role: 'operador' }, 'users')).toBe('my-session');
    expect(resolveTab({ role: 'cliente' }, 'no-existe')).toBe('audits');
    expect(resolveTab({ role: 'contable' }, null)).toBe('finances');
    expect(resolveTab({ role: 'contable' }, 'staff')).toBe('staff');
    expect(resolveTab({ role: 'supervisor' }, 'staff')).toBe('overview');
  });
  it('the logo leads clients to audits and everyone else to overview', () => {
    expect(logoTab({ role: 'cliente' })).toBe('audits');
    expect(logoTab({ role: 'operador' })).toBe('overview');
  });
});
