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

export function salaryPaymentLines(a: { userId: number; monto: number }): LedgerLine[] {
  if (!Number.isSafeInteger(a.monto) || a.monto <= 0) throw new RangeError('pago no positivo');
  return [
    { account: ACCOUNTS.sueldosAPagar, userId: a.userId, amount: a.monto },
    { account: ACCOUNTS.cajaSalidas, userId: a.userId, amount: -a.monto },
  ];
}

/** What is still owed of a salary (centavos). */
export function salaryRemaining(r: { sueldoFinal: number; totalPagado: number }): number {
  return Math.max(0, r.sueldoFinal - r.totalPagado);
}

export const SALARY_PAYMENT_TYPES = ['Pago Total', 'Pago Parcial'] as const;
export type SalaryPaymentType = (typeof SALARY_PAYMENT_TYPES)[number];

/**
 * Checks a payment against what is owed: 'Pago Total' pays exactly the remaining amount (montoPago may be omitted),
 * 'Pago Parcial' pays more than 0 and less than it. Answers the amount or a Spanish refusal.
 */
export function checkSalaryPayment(a: {
  tipoPago: SalaryPaymentType;
  monto: number | null;
  sueldoFinal: number;
  totalPagado: number;
}): { ok: true; monto: number; pagado: boolean } | { ok: false; status: 400 | 409; message: string } {
  const remaining = salaryRemaining(a);
  if (remaining <= 0) {
    return a.sueldoFinal === 0
      ? { ok: false, status: 409, message: SALARY_MSG.nadaQuePagar }
      : { ok: false, status: 409, message: SALARY_MSG.yaPagado };
  }
  if (a.tipoPago === 'Pago Total') {
    if (a.monto !== null && a.monto !== remaining) {
      return { ok: false, status: 400, message: SALARY_MSG.totalNoCoincide(remaining) };
    }
    return { ok: true, monto: remaining, pagado: true };
  }
  if (a.monto === null || a.monto <= 0) return { ok: false, status: 400, message: SALARY_MSG.montoInvalido };
  if (a.monto >= remaining) return { ok: false, status: 400, message: SALARY_MSG.parcialExcede(remaining) };
  return { ok: true, monto: a.monto, pagado: false };
}

const pesos = (centavos: number) =>
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
  totalNoCoincide: (remaining: number) => `El pago total debe ser el saldo pendiente de ${pesos(remaining)}`,
  parcialExcede: (remaining: number) =>
    `El pago parcial debe ser menor que el saldo pendiente de ${pesos(remaining)}: use Pago Total`,
  motivoObligatorio: 'Indique el motivo de la reversión',
  sinPagos: 'El sueldo no tiene pagos para revertir',
  operadorNoCoincide: 'El sueldo no corresponde al empleado indicado',
  montoRevertirNoCoincide: (pagado: number) =>
    `El monto a revertir debe ser lo pagado: ${pesos(pagado)}. Recargue el sueldo`,
  pagado: 'Pago de sueldo registrado',
  pagoParcial: 'Pago parcial de sueldo registrado',
  revertido: 'Pago revertido: se creó un egreso compensatorio y el sueldo vuelve a pendiente',
  guardado: 'Configuración guardada',
  usandoDefaults: 'usando defaults',
  congelado:
    'El sueldo tiene pagos registrados: se guardó la configuración pero el sueldo no se recalcula hasta revertir el pago',
} as const;
