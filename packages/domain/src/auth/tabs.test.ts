import { describe, expect, it } from 'vitest';
import {
  logoTab,
  mayOpenTab,
  resolveTab,
  startTab,
  type TabId,
  type TabSubject,
  tabLabel,
  tabsFor,
} from './tabs';

describe('tabs by role (spec: main dashboard tabs by role)', () => {
  const groupAdmin: TabSubject = { role: 'cliente', permissions: { esAdministradorGrupo: true } };
  // [who, the tabs it sees in order, the tab it lands on]
  it.each<[string, TabSubject, TabId[], TabId]>([
    [
      'admin',
      { role: 'admin' },
      [
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
      ],
      'overview',
    ],
    ['operador', { role: 'operador' }, ['my-session', 'messages'], 'my-session'],
    [
      'supervisor',
      { role: 'supervisor' },
      [
        'overview',
        'management-queue',
        'audit-review',
        'my-supervisor-audits',
        'complete-audits',
        'audits',
        'messages',
      ],
      'overview',
    ],
    ['contable', { role: 'contable' }, ['finances', 'staff', 'messages'], 'finances'],
    ['cliente', { role: 'cliente' }, ['audits', 'my-orders', 'messages'], 'audits'],
    ['group administrator', groupAdmin, ['overview', 'audits', 'my-orders', 'messages'], 'overview'],
  ])('%s', (_who, user, tabs, start) => {
    expect(tabsFor(user)).toEqual(tabs);
    expect(startTab(user)).toBe(start);
  });
  it('only the admin opens the hidden dashboard tab; nobody opens a tab outside its list', () => {
    expect(mayOpenTab({ role: 'admin' }, 'dashboard')).toBe(true);
    expect(mayOpenTab({ role: 'supervisor' }, 'dashboard')).toBe(false);
    expect(mayOpenTab({ role: 'operador' }, 'users')).toBe(false);
  });
  it("names every tab of a role apart, and none 'Personal' (the finance screen's sub-tab of the spec)", () => {
    for (const role of ['admin', 'supervisor', 'operador', 'contable', 'cliente', 'auditor'] as const) {
      const labels = tabsFor({ role }).map((tab) => tabLabel({ role }, tab));
      expect(new Set(labels).size, role).toBe(labels.length);
      expect(labels, role).not.toContain('Personal');
    }
    expect(tabLabel({ role: 'contable' }, 'staff')).toBe('Control de Personal');
  });
  it("a client's audits are 'Mis Auditorías'", () => {
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
