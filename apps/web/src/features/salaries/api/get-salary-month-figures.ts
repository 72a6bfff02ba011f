import { salaryMonthFiguresResponseSchema } from '@auditorias/domain/schemas/salaries';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import type { SalaryMonthParams } from './list-salaries';
import { salariesQueryKey } from './salary-query-keys';

/**
 * GET /sueldos/control-horario?operadorId&mes&anio: the employee's month as the staff centre counts it now (hours,
 * extra hours, audits, corrections, commissions, holidays) — what the salary is calculated on. Not kept with the
 * money lists: hours move with the clock.
 */
export async function getSalaryMonthFigures(params: SalaryMonthParams, signal?: AbortSignal) {
  const { controlHorario } = await apiRequest('/sueldos/control-horario', {
    query: { operadorId: params.operadorId, mes: params.mes, anio: params.anio },
    schema: salaryMonthFiguresResponseSchema,
    signal,
  });
  return controlHorario;
}

export function useSalaryMonthFiguresQuery(params: SalaryMonthParams) {
  return useQuery(
    apiQuery([...salariesQueryKey, 'figures', params] as const, (signal) =>
      getSalaryMonthFigures(params, signal),
    ),
  );
}
