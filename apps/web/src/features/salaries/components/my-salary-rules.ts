import { previousPeriod } from '@auditorias/domain/salaries/calendar';
import { isSalaryRole } from '@auditorias/domain/salaries/config';
import {
  SALARY_PAYMENT_STATE_LABELS,
  type SalaryPaymentState,
  salaryPaymentState,
} from '@auditorias/domain/salaries/payment-state';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { SalaryConfigDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { ApiError, NetworkError } from '../../../lib/api-client';
import type { Period } from '../../finance/public';

/** The texts of the salary views (spec: salaries error catalogue). */
export const SALARY_TEXT = {
  widgetTitle: 'Tu Progreso del Mes',
  loadError: 'No se pudo cargar el sueldo',
  connectionError: 'Error conectando con el servidor',
  noRecord: 'No se encontraron datos de sueldo válidos',
  renderError: 'Error temporal mostrando información',
  noConfig: 'No hay información de sueldo configurada',
} as const;

/**
 * Who sees 'Tu Progreso del Mes': admin, contable, or a staff user whose effective permissions (role defaults plus
 * per-user overrides, as the session's `permissions` carries them) include puedeVerSueldo. The server checks the same.
 */
export function canSeeOwnSalary(user: PublicUser): boolean {
  if (!user.isActive || !isSalaryRole(user.role)) return false;
  return user.role === 'admin' || user.role === 'contable' || user.permissions.puedeVerSueldo;
}

/** The server's refusal to users without salary ('Usuario sin sueldo habilitado'). */
export function isSalaryDisabledText(text: string | null | undefined): boolean {
  return typeof text === 'string' && /sin sueldo habilitado/i.test(text);
}

export type MySalaryFailure =
  | { kind: 'disabled'; message: string }
  | { kind: 'error'; title: string; detail: string | null };

/** What a failed salary read shows. */
export function describeSalaryFailure(error: unknown): MySalaryFailure {
  if (error instanceof NetworkError)
    return { kind: 'error', title: SALARY_TEXT.connectionError, detail: null };
  if (error instanceof ApiError && isSalaryDisabledText(error.serverMessage)) {
    return { kind: 'disabled', message: error.serverMessage ?? '' };
  }
  const detail = error instanceof ApiError ? error.serverMessage : null;
  return { kind: 'error', title: SALARY_TEXT.loadError, detail };
}

/**
 * The objective progress colour (spec: thresholds at 30, 70 and 100 %): below 30 red, below 70 yellow, below 100
 * blue, 100 or more green.
 */
export function progressColor(percent: number): 'red' | 'yellow' | 'blue' | 'green' {
  if (percent < 30) return 'red';
  if (percent < 70) return 'yellow';
  if (percent < 100) return 'blue';
  return 'green';
}

const percentFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** '83,3 %'. */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)} %`;
}

export type PeriodChoice = 'actual' | 'anterior';

/** The month shown: the current one, or the one before (January wraps to December of the prior year). */
export function periodFor(choice: PeriodChoice, current: Period): Period {
  return choice === 'anterior' ? previousPeriod(current.mes, current.anio) : current;
}

/** How the month's salary is earned: a fixed salary, by the hour, or by objectives. */
export function salaryKind(
  record: SalaryRecordDto,
  configuracion: SalaryConfigDto | null,
): 'fijo' | 'horas' | 'objetivos' {
  const fixed = configuracion
    ? configuracion.esSueldoFijo
    : record.rol === 'admin' || record.rol === 'contable';
  if (fixed || record.rol === 'admin') return 'fijo';
  return record.tipoPago === 'horas' ? 'horas' : 'objetivos';
}

const STATE_COLORS: Record<SalaryPaymentState, string> = {
  pagado: 'green',
  parcial: 'blue',
  pendiente: 'yellow',
  sin_calcular: 'gray',
};

/**
 * The record's state — paid, partly paid, still owed, or not calculated without a record — by the domain's
 * `salaryPaymentState` (the one definition the list, the panels and the payroll export share).
 */
export function salaryStateLabel(record: SalaryRecordDto | null | undefined): {
  label: string;
  color: string;
  state: SalaryPaymentState;
} {
  const state = salaryPaymentState(
    record ? { estado: record.estado, totalPagado: record.detalle.totalPagado } : null,
  );
  return { label: SALARY_PAYMENT_STATE_LABELS[state], color: STATE_COLORS[state], state };
}

/** '80 de 100', or '80 (sin objetivo)' when the month has none. */
export function doneVersusObjective(done: number, objective: number | null): string {
  return objective && objective > 0 ? `${done} de ${objective}` : `${done} (sin objetivo)`;
}
