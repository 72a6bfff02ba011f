import { type OperatorAccess, operatorMayWorkFor } from '../clients/operator-access';
import { can, type PermissionOverrides, type PermissionSubject } from './permissions';
import { isClientRole, type Role } from './roles';
import { scopeIncludes, type TenantScope } from './tenant-scope';

/**
 * Who is looking, as every visibility rule reads it: the user, the client companies of a client-company user
 * (tenant scope), and for an operator its operator-client permissions. One description, so that lists, single
 * reads, downloads and previews ask the same question.
 */
export interface Viewer {
  id: number;
  role: Role;
  isActive: boolean;
  permissionOverrides?: PermissionOverrides | null;
  scope: TenantScope;
  /** Operators only: assigned, blocked and claimed clients (null for every other role). */
  work: OperatorAccess | null;
}

/**
 * Which client companies a user may see at all. A client-company user: its companies (tenant scope). An
 * operator: the companies it may work for (assigned ones when it has any; otherwise every company nobody is
 * assigned to; never a blocking one). Other staff: every company.
 */
export function mayViewCompany(viewer: Viewer, clientId: number): boolean {
  if (!viewer.isActive) return false;
  if (isClientRole(viewer.role)) return scopeIncludes(viewer.scope, clientId);
  if (viewer.role === 'operador') return viewer.work ? operatorMayWorkFor(viewer.work, clientId) : false;
  return true;
}

/**
 * Reading a company's record (client detail, branches, procedure files): a company the viewer may see, and for
 * staff the permission to view clients or audits.
 */
export function mayReadCompanyRecord(viewer: Viewer, clientId: number): boolean {
  if (!mayViewCompany(viewer, clientId)) return false;
  if (isClientRole(viewer.role)) return true;
  return can(viewer, 'client_view') || can(viewer, 'audit_view');
}

/** Which fields of a company's record (and of its audits) the viewer may see. */
export interface CompanyFieldAccess {
  /** Prices charged to the client (costoAuditoria, precio_*, estimated price, charge and payment). */
  prices: boolean;
  /** What the operator is paid (pago_operador_*, commission type and amounts). */
  operatorPay: boolean;
  /** DVR passwords. */
  dvrPasswords: boolean;
  /** Staff-only parts: the company's users, internal notes. */
  internal: boolean;
  /** The signed contract. */
  contract: boolean;
}

/** The viewer's states of an audit that count as "in hand". */
export const AUDIT_IN_HAND_STATES = ['asignada', 'en_proceso', 'pausada'] as const;

/**
 * Field access for one company. Prices are for admins, accountants and the client company itself; operator pay
 * for admins and accountants; DVR passwords for admins and supervisors, and for an operator only for a company
 * it may work for while it holds one of that company's audits (`holdsAuditOfCompany`).
 */
export function companyFieldAccess(
  viewer: Viewer,
  clientId: number,
  facts: { holdsAuditOfCompany: boolean },
): CompanyFieldAccess {
  const visible = mayViewCompany(viewer, clientId);
  const role = viewer.role;
  return {
    prices: visible && (role === 'admin' || role === 'contable' || role === 'cliente'),
    operatorPay: visible && (role === 'admin' || role === 'contable'),
    dvrPasswords:
      visible &&
      (role === 'admin' || role === 'supervisor' || (role === 'operador' && facts.holdsAuditOfCompany)),
    internal: visible && !isClientRole(role),
    contract: visible && (isClientRole(role) ? role === 'cliente' : can(viewer, 'client_view')),
  };
}

/** Prices of audits in general (lists, cost previews): admins, accountants and client companies. */
export function maySeePrices(role: Role): boolean {
  return role === 'admin' || role === 'contable' || role === 'cliente';
}

/** The audit queue (next available audit, taking) is for operators and supervisors. */
export function mayUseQueue(role: Role): boolean {
  return role === 'operador' || role === 'supervisor';
}

/**
 * The finance back office (ledger, salaries, month close): staff holding the permission — admin and contable by
 * role — never a client company, whose role carries finance_view for its own account statement.
 */
export function mayUseFinance(user: PermissionSubject, action: 'finance_view' | 'finance_manage'): boolean {
  return !isClientRole(user.role) && can(user, action);
}

/**
 * Who may share one computed answer of a list with this viewer (the server keeps a recent answer per view,
 * docs/decisions.md "Shared list answers"): users who see exactly the same thing — same role, same companies, same
 * permission overrides. Operators and supervisors see their own work marked in every list (and supervisors filter
 * by themselves), so their answers are personal: null, never shared.
 */
export function sharedViewKey(viewer: Viewer): string | null {
  if (!viewer.isActive || viewer.role === 'operador' || viewer.role === 'supervisor') return null;
  const companies =
    viewer.scope.kind === 'all' ? '*' : [...viewer.scope.clientIds].sort((a, b) => a - b).join(',');
  const overrides = viewer.permissionOverrides
    ? Object.entries(viewer.permissionOverrides)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}=${v ? 1 : 0}`)
        .join(',')
    : '';
  return `${viewer.role}|${companies}|${overrides}`;
}
