import { idsOf } from '../labels';
import type { Role } from './roles';

/** The admin's tabs, in display order, with their labels (the hidden 'dashboard' tab is not listed). */
const ADMIN_TAB_LABELS = {
  overview: 'Resumen',
  users: 'Usuarios',
  clients: 'Clientes',
  'client-branches': 'Clientes y Sucursales',
  audits: 'Auditorías',
  'management-queue': 'Cola de Gestión',
  'audit-review': 'Revisión de Auditorías',
  files: 'Archivos',
  'audit-management': 'Gestión de Auditorías',
  salaries: 'Sueldos',
  // Not 'Personal': the finance screen's own 'Personal' sub-tab (spec) is what is owed to the staff; this is the staff
  // control centre (hours, sessions, overtime), titled 'Control de Personal' (docs/decisions.md).
  staff: 'Control de Personal',
  finances: 'Finanzas',
  configuration: 'Configuración',
  // The audit trail (docs/decisions.md "Registro de actividad"): admins only.
  'activity-log': 'Registro de actividad',
  messages: 'Mensajes',
};
const ADMIN_TABS = idsOf(ADMIN_TAB_LABELS);

/** Dashboard tabs (spec: main dashboard tabs by role) and their labels. */
export const TAB_LABELS = {
  ...ADMIN_TAB_LABELS,
  'my-session': 'Mi Sesión',
  'my-supervisor-audits': 'Mis Auditorías de Supervisor',
  'complete-audits': 'Auditorías Completas',
  'my-orders': 'Mis Pedidos',
  dashboard: 'Herramientas',
};
export const TAB_IDS = idsOf(TAB_LABELS);
export type TabId = (typeof TAB_IDS)[number];

/** A user as the API sends it (the group-administrator flag lives in `permissions`). */
export interface TabSubject {
  role: Role;
  permissions?: { esAdministradorGrupo: boolean };
}

function isGroupAdmin(user: TabSubject): boolean {
  return user.role === 'cliente' && user.permissions?.esAdministradorGrupo === true;
}

/** Visible tabs per role, in display order. The admin's hidden 'dashboard' tab is not listed. */
export function tabsFor(user: TabSubject): TabId[] {
  switch (user.role) {
    case 'admin':
      return [...ADMIN_TABS];
    case 'operador':
      return ['my-session', 'messages'];
    case 'supervisor':
      return [
        'overview',
        'management-queue',
        'audit-review',
        'my-supervisor-audits',
        'complete-audits',
        'audits',
        'messages',
      ];
    case 'contable':
      // The staff control centre is admin and contable (spec §6): the contable reaches it by its own 'Control de Personal' tab.
      return ['finances', 'staff', 'messages'];
    case 'cliente':
      return isGroupAdmin(user)
        ? ['overview', 'audits', 'my-orders', 'messages']
        : ['audits', 'my-orders', 'messages'];
    case 'auditor':
      return ['audits'];
  }
}

/** The tab a user lands on after signing in. */
export function startTab(user: TabSubject): TabId {
  switch (user.role) {
    case 'operador':
      return 'my-session';
    case 'cliente':
      return isGroupAdmin(user) ? 'overview' : 'audits';
    case 'contable':
      return 'finances';
    case 'auditor':
      return 'audits';
    default:
      return 'overview';
  }
}

/** The label of a tab as this user sees it (a client's audits are 'Mis Auditorías'). */
export function tabLabel(user: TabSubject, tab: TabId): string {
  if (tab === 'audits' && (user.role === 'cliente' || user.role === 'auditor')) return 'Mis Auditorías';
  return TAB_LABELS[tab];
}

/** Hidden tabs a role may open by address though they are not in its tab list. */
export function mayOpenTab(user: TabSubject, tab: TabId): boolean {
  if (tab === 'dashboard') return user.role === 'admin';
  return tabsFor(user).includes(tab);
}

/** Where a click on the logo leads. */
export function logoTab(user: TabSubject): TabId {
  return user.role === 'cliente' || user.role === 'auditor' ? 'audits' : 'overview';
}

export function isTabId(value: string | null | undefined): value is TabId {
  return typeof value === 'string' && (TAB_IDS as readonly string[]).includes(value);
}

/** The dashboard tab to show for a requested `?tab=`: that one when this user may open it, else the start tab. */
export function resolveTab(user: TabSubject, requested: string | null | undefined): TabId {
  return isTabId(requested) && mayOpenTab(user, requested) ? requested : startTab(user);
}
