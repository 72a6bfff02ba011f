import { mayUseFinance } from '@auditorias/domain/auth/access';
import type { PublicUser } from '@auditorias/domain/schemas/auth';

/** What a user may do in /finanzas (the server checks the same: finance_view, finance_manage, admin deletes). */
export interface FinanceAccess {
  view: boolean;
  /** Collect, revert, record income and expenses, edit audits. */
  manage: boolean;
  /** Delete an audit from finance (admin only). */
  delete: boolean;
  /** Change the pricing settings (admin). */
  settings: boolean;
  /** Close and reopen months (admin). */
  closeMonths: boolean;
  /** A contable must explain every expense. */
  mustExplainExpenses: boolean;
}

export function financeAccess(user: PublicUser): FinanceAccess {
  // The domain rule the server applies; the user's effective permissions stand in for its overrides.
  const subject = { role: user.role, isActive: user.isActive, permissionOverrides: user.permissions };
  const view = mayUseFinance(subject, 'finance_view');
  return {
    view,
    manage: view && mayUseFinance(subject, 'finance_manage'),
    delete: view && user.role === 'admin',
    settings: view && user.role === 'admin',
    closeMonths: view && user.role === 'admin',
    mustExplainExpenses: user.role === 'contable',
  };
}
