import type { Priority } from '../clients/constants';
import { DEFAULT_PRICING, type PricingSettings } from '../clients/pricing';
import { idsOf } from '../labels';
import { ACCOUNTS, type AccountCode, EXPENSE_ACCOUNT, type ExpenseCategory } from './accounts';

/**
 * Journal entries as pure data: every builder answers balanced lines in integer centavos (debit positive, credit
 * negative). The server stores them as they are; the database refuses an entry whose lines do not sum to 0.
 * A reversal keeps the kind of the entry it reverses and points at it.
 */
export const ENTRY_KIND_LABELS = {
  entrega: 'Entrega de auditoría',
  ajuste_precio: 'Ajuste de precio',
  cobro: 'Cobro',
  ingreso_manual: 'Ingreso manual',
  gasto: 'Gasto',
  abono_fijo: 'Abono mensual (4 auditorías fijas)',
  sueldo_devengado: 'Sueldo devengado',
  sueldo_pago: 'Pago de sueldo',
  comision_pago: 'Pago de comisiones',
};
export const ENTRY_KINDS = idsOf(ENTRY_KIND_LABELS);
export type EntryKind = (typeof ENTRY_KINDS)[number];

export interface LedgerLine {
  account: AccountCode;
  /** Centavos; debit positive, credit negative. */
  amount: number;
  clientId?: number | null;
  userId?: number | null;
  auditId?: number | null;
}

export function isBalanced(lines: readonly LedgerLine[]): boolean {
  return lines.every((l) => Number.isSafeInteger(l.amount)) && lines.reduce((s, l) => s + l.amount, 0) === 0;
}

function pair(debit: Omit<LedgerLine, 'amount'>, credit: Omit<LedgerLine, 'amount'>, amount: number) {
  if (!Number.isSafeInteger(amount)) throw new RangeError('importe no entero');
  if (amount === 0) return [];
  return [
    { ...debit, amount },
    { ...credit, amount: -amount },
  ] as LedgerLine[];
}

export interface DeliveredAudit {
  auditId: number;
  clientId: number;
  /** The charge fixed on delivery (0 for a free audit). */
  precio: number;
  operadorId: number | null;
  /** What the operator earns for it (0 when nobody worked it). */
  pagoOperador: number;
}

/** The client's charge: receivable against audit revenue (nothing for a free audit). */
export function chargeLines(a: { auditId: number; clientId: number; monto: number }): LedgerLine[] {
  return pair(
    { account: ACCOUNTS.cuentasACobrar, clientId: a.clientId, auditId: a.auditId },
    { account: ACCOUNTS.ingresosAuditorias, clientId: a.clientId, auditId: a.auditId },
    a.monto,
  );
}

/** The operator's pay accrued: an expense against what is owed to the operator. */
export function operatorPayLines(a: {
  auditId: number;
  clientId: number;
  operadorId: number | null;
  monto: number;
}): LedgerLine[] {
  if (a.operadorId === null) return [];
  return pair(
    { account: ACCOUNTS.pagoOperadores, userId: a.operadorId, auditId: a.auditId, clientId: a.clientId },
    { account: ACCOUNTS.operadoresAPagar, userId: a.operadorId, auditId: a.auditId, clientId: a.clientId },
    a.monto,
  );
}

/** Delivery: the charge becomes receivable and the operator's pay is accrued. */
export function deliveryLines(a: DeliveredAudit): LedgerLine[] {
  return [
    ...chargeLines({ auditId: a.auditId, clientId: a.clientId, monto: a.precio }),
    ...operatorPayLines({ ...a, monto: a.pagoOperador }),
  ];
}

/** A change of an audit's charge (free flag, collection at another pricing, edit): the difference. */
export function priceAdjustmentLines(a: { auditId: number; clientId: number; delta: number }): LedgerLine[] {
  if (a.delta < 0) {
    return pair(
      { account: ACCOUNTS.ingresosAuditorias, clientId: a.clientId, auditId: a.auditId },
      { account: ACCOUNTS.cuentasACobrar, clientId: a.clientId, auditId: a.auditId },
      -a.delta,
    );
  }
  return chargeLines({ auditId: a.auditId, clientId: a.clientId, monto: a.delta });
}

/** Cash received from a client against its receivable (one audit, whole or part). */
export function collectionLines(a: {
  auditId: number | null;
  clientId: number;
  monto: number;
}): LedgerLine[] {
  if (a.monto < 0) throw new RangeError('cobro negativo');
  return pair(
    { account: ACCOUNTS.cajaEntradas, clientId: a.clientId, auditId: a.auditId },
    { account: ACCOUNTS.cuentasACobrar, clientId: a.clientId, auditId: a.auditId },
    a.monto,
  );
}

/** Income recorded by hand (general, or for a client): cash against manual income. */
export function manualIncomeLines(a: { clientId: number | null; monto: number }): LedgerLine[] {
  if (a.monto <= 0) throw new RangeError('ingreso no positivo');
  return pair(
    { account: ACCOUNTS.cajaEntradas, clientId: a.clientId },
    { account: ACCOUNTS.ingresosManuales, clientId: a.clientId },
    a.monto,
  );
}

/** An expense paid: the category's expense account against cash out. */
export function expenseLines(a: { categoria: ExpenseCategory; monto: number }): LedgerLine[] {
  if (a.monto <= 0) throw new RangeError('gasto no positivo');
  return pair({ account: EXPENSE_ACCOUNT[a.categoria] }, { account: ACCOUNTS.cajaSalidas }, a.monto);
}

/** The monthly package of the four fixed audits: receivable against audit revenue. */
export function fixedPackageLines(a: { clientId: number; monto: number }): LedgerLine[] {
  return pair(
    { account: ACCOUNTS.cuentasACobrar, clientId: a.clientId },
    { account: ACCOUNTS.ingresosAuditorias, clientId: a.clientId },
    a.monto,
  );
}

/** A reversal: the same lines with opposite signs (a new entry pointing at the original). */
export function reversalLines(lines: readonly LedgerLine[]): LedgerLine[] {
  return lines.map((l) => ({ ...l, amount: -l.amount }));
}

/** Pricing chosen when collecting: the priority multipliers of the pricing settings, or free (0). */
export const COLLECTION_RATES = ['normal', 'prioritaria', 'urgente', 'gratis'] as const;
export type CollectionRate = (typeof COLLECTION_RATES)[number];

export function rateMultiplier(rate: CollectionRate, settings: PricingSettings = DEFAULT_PRICING): number {
  return rate === 'gratis' ? 0 : settings.multiplicadores[rate as Priority];
}

/** What the audit is worth at a collection rate, from its base price (its normal price). */
export function priceAtRate(
  base: number,
  rate: CollectionRate,
  settings: PricingSettings = DEFAULT_PRICING,
): number {
  return Math.round(base * rateMultiplier(rate, settings));
}
