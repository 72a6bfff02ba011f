import type { AuditState } from '../audits/states';
import type { Role } from '../auth/roles';
import { MAX_PESOS, type PesosProblem, pesosProblem, pesosToCentavos } from '../money';
import { addDays } from '../staff/hours';
import { isBlankText, trimText, visibleLength } from '../text';
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

/** Largest amount accepted by the API, in pesos (the one limit of `money.ts`). */
export const MAX_AMOUNT_PESOS = MAX_PESOS;
export const EXPLANATION_MIN = 15;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The Spanish refusal of each problem of an amount (`pesosProblem`). */
export function amountMessage(problem: PesosProblem): string {
  if (problem === 'maximo') return FINANCE_MSG.amountTooLarge;
  if (problem === 'fraccion') return FINANCE_MSG.amountFractional;
  return FINANCE_MSG.amountInvalid;
}

/**
 * An amount in pesos from the API (a number with at most two decimals) to centavos, by the one rule of
 * `money.ts` (`pesosProblem`): refuses NaN, infinities, text, negatives, zero and what rounds to 0 centavos
 * (unless zero is allowed), more than MAX_PESOS and fractions of a centavo.
 */
export function parseAmount(value: unknown, options: { allowZero?: boolean } = {}): Parsed<number> {
  const problem = pesosProblem(value, options);
  if (problem) return { ok: false, message: amountMessage(problem) };
  return { ok: true, value: pesosToCentavos(value as number) };
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

/**
 * The days a money event may be dated on (docs/decisions.md, "Money inputs"): from MONEY_DAY_MIN (no figure of the
 * product goes back further; the finance year range starts there too) to MONEY_DAY_AHEAD_DAYS after today (an
 * income or expense already agreed for the coming weeks), Argentine days.
 */
export const MONEY_DAY_MIN = '2000-01-01';
export const MONEY_DAY_AHEAD_DAYS = 31;

const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The last day a money event may be dated on, seen from `today` ('YYYY-MM-DD'). */
export function moneyDayMax(today: string): string {
  return addDays(today, MONEY_DAY_AHEAD_DAYS);
}

/** The refusal of a money day out of range: 'La fecha debe estar entre el 01/01/2000 y el 28/12/2026'. */
export function moneyDayOutOfRange(today: string): string {
  return `La fecha debe estar entre el ${dayText(MONEY_DAY_MIN)} y el ${dayText(moneyDayMax(today))}`;
}

/** The day of a money event (an income, an expense): a real 'YYYY-MM-DD' day inside the money range. */
export function parseMoneyDay(value: unknown, today: string): Parsed<string> {
  const day = parseDay(value);
  if (!day.ok) return day;
  if (day.value < MONEY_DAY_MIN || day.value > moneyDayMax(today))
    return { ok: false, message: moneyDayOutOfRange(today) };
  return day;
}

const blank = isBlankText;

/** General or client income: title and amount are required ('Complete título y monto'). */
export function validateIncome(input: { titulo?: unknown; monto?: unknown }): Parsed<{
  titulo: string;
  monto: number;
}> {
  if (blank(input.titulo) || input.monto === undefined || input.monto === null || input.monto === '')
    return { ok: false, message: FINANCE_MSG.incomeRequired };
  const monto = parseAmount(input.monto);
  if (!monto.ok) return monto;
  return { ok: true, value: { titulo: trimText(input.titulo as string), monto: monto.value } };
}

/**
 * An expense: description, amount and category are required ('Complete todos los campos'); a contable must
 * explain it in at least 15 characters after trimming spaces and invisible characters (`trimText`).
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
  const explicacion = typeof input.explicacion === 'string' ? trimText(input.explicacion) : '';
  if (role === 'contable' && visibleLength(explicacion) < EXPLANATION_MIN)
    return { ok: false, message: explicacion ? FINANCE_MSG.explanationShort : FINANCE_MSG.expenseRequired };
  return {
    ok: true,
    value: {
      descripcion: trimText(input.descripcion as string),
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
