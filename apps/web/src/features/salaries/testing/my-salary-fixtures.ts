import type { SalaryConfigDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { jsonResponse } from '../../../test/fetch-mock';
import { config, record } from './salary-admin-fixtures';

/**
 * A salary record as the API sends it (an operator paid by objectives, 80 of 100 audits, nothing paid yet): the
 * salary screens' record, its `detalle` merged field by field.
 */
export function makeSalaryRecord(
  overrides: Partial<Omit<SalaryRecordDto, 'detalle'>> & {
    detalle?: Partial<SalaryRecordDto['detalle']>;
  } = {},
): SalaryRecordDto {
  const { detalle, ...rest } = overrides;
  return record({ ...rest, detalle: { ...record().detalle, ...detalle } });
}

/** A saved configuration of a month. */
export const makeSalaryConfig = config;

/** The body of GET /sueldos/mi-sueldo. */
export function mySalaryAnswer(
  sueldo: SalaryRecordDto | null,
  configuracion: SalaryConfigDto | null = null,
  mensaje: string | null = sueldo ? null : 'No hay información de sueldo configurada',
) {
  return jsonResponse({ success: true, sueldo, configuracion, mensaje });
}

/** The body of GET /sueldos (one page). */
export function salaryListAnswer(
  sueldos: SalaryRecordDto[],
  siguiente: string | null = null,
  configuracion: SalaryConfigDto | null = null,
) {
  return jsonResponse({ success: true, sueldos, configuracion, paginacion: { siguiente, limite: 100 } });
}
