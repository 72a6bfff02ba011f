import { type AuditState, CLIENT_RECEIVED_STATES } from '../audits/states';
import type { Priority } from '../clients/constants';
import { auditPrice, type BranchPricing, type ClientPricing, type PricingSettings } from '../clients/pricing';

/**
 * One definition of what a client's account statement says of an audit and of the whole account
 * (docs/decisions.md, "## Finance", "Figures and their basis"). Every screen, export and PDF that shows a client's
 * audit value, payment state or completed count calls these: the statement (`GET /finanzas/mi-cuenta`,
 * `GET /clients/{id}/account-statement` and its CSV/XLSX/PDF), the client's audit list (Mis Auditorías,
 * `estadoPagoCuenta`), the admin's audit lists (`precioEstimado`) and the receivables. Amounts in centavos.
 */

/** The payment label of an audit in an account statement. */
export type StatementPaymentState = 'PENDIENTE' | 'FACTURADA' | 'PAGADA';

/** The audit states a client counts as completed (received): entregada and facturada. */
export const ACCOUNT_STATEMENT_COMPLETED_STATES: readonly AuditState[] = CLIENT_RECEIVED_STATES;

/** Whether an audit counts as completed (delivered to the client, its charge fixed) in the statement. */
export function accountStatementCompleted(estado: AuditState): boolean {
  return ACCOUNT_STATEMENT_COMPLETED_STATES.includes(estado);
}

/**
 * PAGADA when fully collected; FACTURADA when delivered (entregada or facturada) and charged, with a balance still
 * due (a partial collection included); PENDIENTE while it is not delivered yet (nothing charged).
 */
export function accountStatementPaymentState(a: {
  estado: AuditState;
  estadoPago: 'pendiente' | 'pagada' | null;
}): StatementPaymentState {
  if (a.estadoPago === 'pagada') return 'PAGADA';
  if (accountStatementCompleted(a.estado)) return 'FACTURADA';
  return 'PENDIENTE';
}

/** What pricing an audit needs to be valued before its price is fixed at delivery. */
export interface AuditPricingFacts {
  prioridad: Priority;
  gratisParaCliente: boolean;
  /** The admin's cost set before delivery (centavos), or null. */
  costoEstimado: number | null;
  client: Pick<ClientPricing, 'costoAuditoria'>;
  /** The branch's own prices (null ones inherit), or null without a branch. */
  branch: Pick<BranchPricing, 'precios'> | null;
  pricing: PricingSettings;
}

/**
 * What an audit not yet delivered will cost the client: 0 when free; the admin's cost when set; otherwise the
 * branch's or client's price for its priority (`auditPrice`). The admin's lists show it as `precioEstimado`.
 */
export function accountStatementEstimate(a: AuditPricingFacts): number {
  if (a.gratisParaCliente) return 0;
  return a.costoEstimado ?? auditPrice(a.client, a.branch, a.prioridad, false, a.pricing).precio;
}

/**
 * The value of an audit in the statement ('Valor (sin IVA)'): 0 when free; the price fixed at delivery
 * (`costoFinal`, what the receivables and the ledger charge) once it has one; the estimate before.
 */
export function accountStatementValue(a: AuditPricingFacts & { costoFinal: number | null }): number {
  if (a.gratisParaCliente) return 0;
  return a.costoFinal ?? accountStatementEstimate(a);
}

/** The value before the free flag ('valorBase'): what the audit costs at its price. */
export function accountStatementBaseValue(a: AuditPricingFacts & { costoFinal: number | null }): number {
  return a.costoFinal ?? accountStatementEstimate({ ...a, gratisParaCliente: false });
}

/** The statement's totals from the client's ledger balances (centavos): charged, owed, paid and the state. */
export function accountStatementTotals(a: { facturado: number; saldo: number }) {
  return {
    deudaTotal: a.facturado,
    saldoPendiente: a.saldo,
    totalPagado: a.facturado - a.saldo,
    estadoDeuda: a.saldo > 0 ? ('con deuda' as const) : ('al dia' as const),
  };
}

/** '1 auditoría completada', '3 auditorías completadas', 'Ninguna auditoría completada'. */
export function completedAuditsText(n: number): string {
  if (n === 0) return 'Ninguna auditoría completada';
  return n === 1 ? '1 auditoría completada' : `${n.toLocaleString('es-AR')} auditorías completadas`;
}
