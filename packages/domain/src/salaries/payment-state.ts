/**
 * Whether a month's salary is paid (issue 23: one definition of a figure): the salary list, the current-salary
 * panel, the employee's own widget, the user detail and the payroll export all read it from here.
 */
export const SALARY_PAYMENT_STATES = ['pagado', 'parcial', 'pendiente', 'sin_calcular'] as const;
export type SalaryPaymentState = (typeof SALARY_PAYMENT_STATES)[number];

export const SALARY_PAYMENT_STATE_LABELS: Record<SalaryPaymentState, string> = {
  pagado: 'Pagado',
  parcial: 'Pago parcial',
  pendiente: 'Pendiente',
  sin_calcular: 'Sin calcular',
};

/**
 * A record is 'pagado' once its payments reach the final salary (the server sets `estado`), 'parcial' with some
 * payment standing, 'pendiente' otherwise; a month without a record is 'sin_calcular'.
 */
export function salaryPaymentState(
  record: { estado: 'calculado' | 'pagado'; totalPagado: number } | null | undefined,
): SalaryPaymentState {
  if (!record) return 'sin_calcular';
  if (record.estado === 'pagado') return 'pagado';
  return record.totalPagado > 0 ? 'parcial' : 'pendiente';
}
