import type { ActivityAction } from '@auditorias/domain/schemas/activity';
import { idFrom } from '../activity/public';
import type { FinanceService } from './finance.service';

/**
 * What every finance route file shares (docs/decisions.md, 'Finance use cases, one file each'): each use case's
 * routes are one plugin (`<use case>.routes.ts`), registered under /api by `app.ts` with the finance service.
 */
export interface FinanceRoutesOptions {
  finance: FinanceService;
}

export const tags = ['finanzas'];
/** Declared permissions; the service also refuses client companies (whose role carries finance_view). */
export const view = { permission: 'finance_view' as const };
export const manage = { permission: 'finance_manage' as const };
export const signedIn = { permission: 'authenticated' as const };
export const admin = { permission: 'user_admin' as const };
/** A money write on one audit, recorded against the audit of the body (`auditoriaId` or `auditId`). */
export const onAudit = (action: ActivityAction) => ({
  ...manage,
  activity: { action, target: 'auditoria' as const, targetId: idFrom('auditoriaId', 'auditId') },
});
/** A money write on a client's audits, recorded against the client of the body. */
export const onClient = (action: ActivityAction) => ({
  ...manage,
  activity: { action, target: 'cliente' as const, targetId: idFrom('clienteId') },
});
