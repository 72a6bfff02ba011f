import { salaryConfigResponseSchema } from '@auditorias/domain/schemas/salaries';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { salaryRefreshKeys } from './salary-query-keys';

/**
 * The body of POST /sueldos/configurar: the whole configuration in pesos plus operadorId, mes and anio. An empty
 * number is sent as null: the server takes the default and reports it ('usando defaults').
 */
export interface SalaryConfigBody {
  operadorId: number;
  mes: number;
  anio: number;
  sueldoReferencia: number | null;
  valorDiaPago: number | null;
  tipoPago: 'objetivos' | 'horas';
  valorHora: number | null;
  plusTipo: 'porcentaje' | 'fijo';
  plusPorcentaje: number | null;
  plusMontoFijo: number | null;
  objetivoAuditorias: number | null;
  objetivoCorrecciones: number | null;
  esSueldoFijo: boolean;
  cobraFrancos: boolean;
  adminGanaSueldo: boolean;
  diasVacaciones: number | null;
  francosMarcados: number[];
  pagoDobleEnFrancos: boolean;
  valorDiaTrabajoEnFranco: number | null;
  fechaIngreso: string | null;
}

/** POST /sueldos/configurar: saves the month's configuration and recalculates the salary (admin). */
export function configureSalary(body: SalaryConfigBody) {
  return apiRequest('/sueldos/configurar', { method: 'POST', body, schema: salaryConfigResponseSchema });
}

export function useConfigureSalaryMutation() {
  return useRefreshingMutation(configureSalary, salaryRefreshKeys);
}
