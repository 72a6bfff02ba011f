import { ACCOUNTS } from '../finance/accounts';
import type { LedgerLine } from '../finance/entries';
import {
  checkPaymentOfOwed,
  type PaymentCheck,
  pesosText,
  type SalaryPaymentType,
  staffPaymentLines,
} from './ledger';

/**
 * Paying the operators' commissions (docs/decisions.md, "Pago de comisiones"): the pay of each delivered audit is
 * accrued at delivery on 2101 Operadores a pagar (per user) and is not part of the monthly salary, so it is paid
 * apart, as accrued. A payment (`comision_pago`) is 2101 against cash out 1102, whole or partial, never more than
 * what is owed; its reversal is a new entry with the opposite lines.
 */
export function commissionPaymentLines(a: { userId: number; monto: number }): LedgerLine[] {
  return staffPaymentLines(ACCOUNTS.operadoresAPagar, a);
}

/**
 * What may be paid of an employee's commissions on a day (centavos): the 2101 balance owed up to that day, and
 * never more than what is owed today (a correction reversed since lowers it), so no month is left overpaid.
 */
export function commissionsOwed(a: { alDia: number; hoy: number }): number {
  return Math.max(0, Math.min(a.alDia, a.hoy));
}

/** A payment of commissions against what is owed ('Pago Total' or 'Pago Parcial', `checkPaymentOfOwed`). */
export function checkCommissionPayment(a: {
  tipoPago: SalaryPaymentType;
  monto: number | null;
  adeudado: number;
}): PaymentCheck {
  return checkPaymentOfOwed({ tipoPago: a.tipoPago, monto: a.monto, owed: a.adeudado }, COMMISSION_MSG);
}

/** The concept of the payment in the movement list and the Egresos: 'Pago de comisiones — Ana Operadora'. */
export function commissionPaymentConcept(nombre: string, tipoPago: SalaryPaymentType): string {
  return `${tipoPago === 'Pago Parcial' ? 'Pago parcial de comisiones' : 'Pago de comisiones'} — ${nombre}`;
}

export const COMMISSION_MSG = {
  nadaQuePagar: 'El empleado no tiene comisiones pendientes de pago',
  montoInvalido: 'El monto del pago debe ser mayor que 0',
  totalNoCoincide: (owed: number) =>
    `El pago total debe ser lo adeudado en comisiones: ${pesosText(owed)}. Recargue la lista`,
  parcialExcede: (owed: number) =>
    `El pago parcial debe ser menor que lo adeudado en comisiones (${pesosText(owed)}): use Pago Total`,
  fechaFutura: 'La fecha del pago no puede ser posterior a hoy',
  empleadoNoEncontrado: 'Empleado no encontrado',
  motivoObligatorio: 'Indique el motivo de la reversión',
  noEsPago: 'El movimiento no es un pago de comisiones',
  movimientoNoEncontrado: 'Movimiento no encontrado',
  reversionDeReversion: 'Una reversión no se puede revertir',
  pagado: 'Pago de comisiones registrado',
  pagoParcial: 'Pago parcial de comisiones registrado',
  revertido:
    'Pago de comisiones revertido: se creó un egreso compensatorio y las comisiones vuelven a pendiente',
} as const;
