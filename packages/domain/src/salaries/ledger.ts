import { ACCOUNTS } from '../finance/accounts';
import type { LedgerLine } from '../finance/entries';

/**
 * Ledger lines of salaries (docs/decisions.md: "Sueldos en el libro diario"), integer centavos, debit positive.
 * - Accrual (`sueldo_devengado`): the salary expense 5201 against 2201 Sueldos a pagar, for the difference between
 *   the record's sueldoFinal and what was accrued before (negative when a recalculation lowers it).
 * - Payment (`sueldo_pago`): 2201 against cash out 1102; a reversal is the same lines with opposite signs.
 */
export function salaryAccrualLines(a: { userId: number; delta: number }): LedgerLine[] {
  if (!Number.isSafeInteger(a.delta)) throw new RangeError('importe no entero');
  if (a.delta === 0) return [];
  return [
    { account: ACCOUNTS.sueldos, userId: a.userId, amount: a.delta },
    { account: ACCOUNTS.sueldosAPagar, userId: a.userId, amount: -a.delta },
  ];
}

/**
 * Paying what is owed to an employee: the liability (2201 salaries, 2101 commissions) against cash out 1102, per
 * user; `monto` is positive integer centavos.
 */
export function staffPaymentLines(
  account: typeof ACCOUNTS.sueldosAPagar | typeof ACCOUNTS.operadoresAPagar,
  a: { userId: number; monto: number },
): LedgerLine[] {
  if (!Number.isSafeInteger(a.monto) || a.monto <= 0) throw new RangeError('pago no positivo');
  return [
    { account, userId: a.userId, amount: a.monto },
    { account: ACCOUNTS.cajaSalidas, userId: a.userId, amount: -a.monto },
  ];
}

export function salaryPaymentLines(a: { userId: number; monto: number }): LedgerLine[] {
  return staffPaymentLines(ACCOUNTS.sueldosAPagar, a);
}

/** What is still owed of a salary (centavos). */
export function salaryRemaining(r: { sueldoFinal: number; totalPagado: number }): number {
  return Math.max(0, r.sueldoFinal - r.totalPagado);
}

export const SALARY_PAYMENT_TYPES = ['Pago Total', 'Pago Parcial'] as const;
export type SalaryPaymentType = (typeof SALARY_PAYMENT_TYPES)[number];

/** The refusals of a payment against what is owed, in the words of what is paid (a salary, commissions). */
export interface PaymentRefusals {
  /** Nothing is owed (409). */
  nadaQuePagar: string;
  montoInvalido: string;
  totalNoCoincide: (owed: number) => string;
  parcialExcede: (owed: number) => string;
}

export type PaymentCheck =
  | { ok: true; monto: number; pagado: boolean }
  | { ok: false; status: 400 | 409; message: string };

/**
 * Checks a payment against what is owed (centavos): 'Pago Total' pays exactly what is owed (`monto` may be
 * omitted), 'Pago Parcial' pays more than 0 and less than it. Answers the amount or a Spanish refusal.
 */
export function checkPaymentOfOwed(
  a: { tipoPago: SalaryPaymentType; monto: number | null; owed: number },
  msg: PaymentRefusals,
): PaymentCheck {
  if (a.owed <= 0) return { ok: false, status: 409, message: msg.nadaQuePagar };
  if (a.tipoPago === 'Pago Total') {
    if (a.monto !== null && a.monto !== a.owed) {
      return { ok: false, status: 400, message: msg.totalNoCoincide(a.owed) };
    }
    return { ok: true, monto: a.owed, pagado: true };
  }
  if (a.monto === null || a.monto <= 0) return { ok: false, status: 400, message: msg.montoInvalido };
  if (a.monto >= a.owed) return { ok: false, status: 400, message: msg.parcialExcede(a.owed) };
  return { ok: true, monto: a.monto, pagado: false };
}

/** A salary's payment against what is still owed of it (`checkPaymentOfOwed`). */
export function checkSalaryPayment(a: {
  tipoPago: SalaryPaymentType;
  monto: number | null;
  sueldoFinal: number;
  totalPagado: number;
}): PaymentCheck {
  return checkPaymentOfOwed(
    { tipoPago: a.tipoPago, monto: a.monto, owed: salaryRemaining(a) },
    { ...SALARY_MSG, nadaQuePagar: a.sueldoFinal === 0 ? SALARY_MSG.nadaQuePagar : SALARY_MSG.yaPagado },
  );
}

/** Centavos as the refusals write them: '$ 1.234,5'. */
export const pesosText = (centavos: number) =>
  `$ ${(centavos / 100).toLocaleString('es-AR', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export const SALARY_MSG = {
  sinSueldoHabilitado: 'Usuario sin sueldo habilitado',
  sinConfiguracion: 'No hay información de sueldo configurada',
  noEncontrado: 'No se encontraron datos de sueldo válidos',
  empleadoNoEncontrado: 'Empleado no encontrado',
  rolSinSueldo: 'El usuario no tiene un rol con sueldo (operador, supervisor, admin o contable)',
  yaPagado: 'El sueldo ya está pagado',
  nadaQuePagar: 'El sueldo del mes es $ 0: no hay nada que pagar',
  montoInvalido: 'El monto del pago debe ser mayor que 0',
  totalNoCoincide: (remaining: number) =>
    `El pago total debe ser el saldo pendiente de ${pesosText(remaining)}`,
  parcialExcede: (remaining: number) =>
    `El pago parcial debe ser menor que el saldo pendiente de ${pesosText(remaining)}: use Pago Total`,
  motivoObligatorio: 'Indique el motivo de la reversión',
  sinPagos: 'El sueldo no tiene pagos para revertir',
  operadorNoCoincide: 'El sueldo no corresponde al empleado indicado',
  montoRevertirNoCoincide: (pagado: number) =>
    `El monto a revertir debe ser lo pagado: ${pesosText(pagado)}. Recargue el sueldo`,
  pagado: 'Pago de sueldo registrado',
  pagoParcial: 'Pago parcial de sueldo registrado',
  revertido: 'Pago revertido: se creó un egreso compensatorio y el sueldo vuelve a pendiente',
  guardado: 'Configuración guardada',
  usandoDefaults: 'usando defaults',
  congelado:
    'El sueldo tiene pagos registrados: se guardó la configuración pero el sueldo no se recalcula hasta revertir el pago',
} as const;
