import type { AuditState } from '../audits/states';
import type { Role } from '../auth/roles';
import { pesosToCentavos } from '../money';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from './accounts';

/** The Spanish messages of the finance forms and calls (spec, finance validation). */
export const FINANCE_MSG = {
  incomeRequired: 'Complete título y monto',
  expenseRequired: 'Complete todos los campos',
  explanationShort: 'La explicación debe tener al menos 15 caracteres',
  amountInvalid: 'Monto inválido',
  amountTooLarge: 'Monto inválido: supera el máximo permitido',
  amountFractional: 'Monto inválido: no puede tener fracciones de centavo',
  dateInvalid: 'Formato de fecha inválido. Use YYYY-MM-DD',
  categoryInvalid: 'Categoría inválida. Use operativo, administrativo, impuestos, servicios u otros',
} as const;

/** Largest amount accepted by the API, in pesos. */
export const MAX_AMOUNT_PESOS = 1e12;
export const EXPLANATION_MIN = 15;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * An amount in pesos from the API (a number with at most two decimals) to centavos. Refuses NaN, infinities,
 * negatives, zero (unless allowed), more than 1e12 pesos and fractions of a centavo.
 */
export function parseAmount(value: unknown, options: { allowZero?: boolean } = {}): Parsed<number> {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { ok: false, message: FINANCE_MSG.amountInvalid };
  if (value < 0 || (value === 0 && !options.allowZero))
    return { ok: false, message: FINANCE_MSG.amountInvalid };
  if (value > MAX_AMOUNT_PESOS) return { ok: false, message: FINANCE_MSG.amountTooLarge };
  const centavos = pesosToCentavos(value);
  if (Math.abs(value * 100 - centavos) > 1e-6 * Math.max(1, Math.abs(centavos)))
    return { ok: false, message: FINANCE_MSG.amountFractional };
  return { ok: true, value: centavos };
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export function parseDay(value: unknown): Parsed<string> {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    return { ok: false, message: FINANCE_MSG.dateInvalid };
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    return { ok: false, message: FINANCE_MSG.dateInvalid };
  return { ok: true, value };
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** General or client income: title and amount are required ('Complete título y monto'). */
export function validateIncome(input: { titulo?: unknown; monto?: unknown }): Parsed<{
  titulo: string;
  monto: number;
}> {
  if (blank(input.titulo) || input.monto === undefined || input.monto === null || input.monto === '')
    return { ok: false, message: FINANCE_MSG.incomeRequired };
  const monto = parseAmount(input.monto);
  if (!monto.ok) return monto;
  return { ok: true, value: { titulo: (input.titulo as string).trim(), monto: monto.value } };
}

/**
 * An expense: description, amount and category are required ('Complete todos los campos'); a contable must
 * explain it in at least 15 characters after trimming.
 */
export function validateExpense(
  input: { descripcion?: unknown; monto?: unknown; categoria?: unknown; explicacion?: unknown },
  role: Role,
): Parsed<{ descripcion: string; monto: number; categoria: ExpenseCategory; explicacion: string | null }> {
  if (blank(input.descripcion) || input.monto === undefined || input.monto === null || blank(input.categoria))
    return { ok: false, message: FINANCE_MSG.expenseRequired };
  if (!(EXPENSE_CATEGORIES as readonly unknown[]).includes(input.categoria))
    return { ok: false, message: FINANCE_MSG.categoryInvalid };
  const monto = parseAmount(input.monto);
  if (!monto.ok) return monto;
  const explicacion = typeof input.explicacion === 'string' ? input.explicacion.trim() : '';
  if (role === 'contable' && explicacion.length < EXPLANATION_MIN)
    return { ok: false, message: explicacion ? FINANCE_MSG.explanationShort : FINANCE_MSG.expenseRequired };
  return {
    ok: true,
    value: {
      descripcion: (input.descripcion as string).trim(),
      monto: monto.value,
      categoria: input.categoria as ExpenseCategory,
      explicacion: explicacion || null,
    },
  };
}

/** The audit edit by prompt: an amount above 0 ('Monto inválido') and a date 'YYYY-MM-DD'. */
export function validateAuditEdit(input: { costoFinal?: unknown; fechaSolicitada?: unknown }): Parsed<{
  costoFinal: number | undefined;
  fechaSolicitada: string | undefined;
}> {
  let costoFinal: number | undefined;
  let fechaSolicitada: string | undefined;
  if (input.costoFinal !== undefined) {
    const m = parseAmount(input.costoFinal);
    if (!m.ok) return m;
    costoFinal = m.value;
  }
  if (input.fechaSolicitada !== undefined) {
    const d = parseDay(input.fechaSolicitada);
    if (!d.ok) return d;
    fechaSolicitada = d.value;
  }
  return { ok: true, value: { costoFinal, fechaSolicitada } };
}

export interface ReceivableFacts {
  estado: AuditState;
  aprobada: boolean;
  estadoPago: 'pendiente' | 'pagada' | null;
  gratisParaCliente: boolean;
}

/** Receivable: a delivered (or finished), approved, unpaid, non-free audit. */
export function isReceivable(a: ReceivableFacts): boolean {
  return (
    (a.estado === 'entregada' || a.estado === 'terminada') &&
    a.aprobada &&
    a.estadoPago !== 'pagada' &&
    !a.gratisParaCliente
  );
}

/** The payment label of an audit in an account statement (one definition: `account-statement.ts`). */
export type { StatementPaymentState } from './account-statement';
export { accountStatementPaymentState as statementPaymentState } from './account-statement';
