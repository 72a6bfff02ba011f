import type { SalaryConfigDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { jsonResponse } from '../../../test/fetch-mock';

/** A salary record as the API sends it (an operator paid by objectives, 80 of 100 audits, nothing paid yet). */
export function makeSalaryRecord(
  overrides: Partial<Omit<SalaryRecordDto, 'detalle'>> & {
    detalle?: Partial<SalaryRecordDto['detalle']>;
  } = {},
): SalaryRecordDto {
  const { detalle, ...rest } = overrides;
  return {
    id: 501,
    operadorId: 21,
    operador: 'Olga Operadora',
    rol: 'operador',
    mes: 3,
    anio: 2026,
    estado: 'calculado',
    sueldoReferencia: 25_000,
    valorDiaPago: 833,
    valorHora: 156,
    fechaIngreso: null,
    tipoPago: 'objetivos',
    domingosMes: 5,
    feriadosMes: 1,
    pagoFrancos: 1_666,
    porcentajeObjetivo: 80,
    auditoriasHechas: 80,
    correccionesHechas: 0,
    horasTrabajadas: 150.5,
    montoAuditorias: 12_000,
    plusTipo: 'porcentaje',
    plusPorcentaje: 10,
    plusMontoFijo: 0,
    montoPlus: 0,
    sueldoBase: 20_000,
    sueldoFinal: 21_666,
    saldoPendiente: 21_666,
    detalle: {
      totalPagado: 0,
      lineas: [],
      feriados: ['2026-03-24'],
      francosPagados: [7, 8],
      francosTrabajados: [],
      francosNoPagados: [],
      objetivoAuditorias: 100,
      objetivoCorrecciones: null,
      ...detalle,
    },
    calculadoEn: '2026-03-20T12:00:00.000Z',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-20T12:00:00.000Z',
    ...rest,
  };
}

/** A saved configuration of a month. */
export function makeSalaryConfig(overrides: Partial<SalaryConfigDto> = {}): SalaryConfigDto {
  return {
    operadorId: 21,
    mes: 3,
    anio: 2026,
    sueldoReferencia: 25_000,
    valorDiaPago: 833,
    tipoPago: 'objetivos',
    valorHora: 0,
    plusTipo: 'porcentaje',
    plusPorcentaje: 10,
    plusMontoFijo: 0,
    objetivoAuditorias: 100,
    objetivoCorrecciones: null,
    esSueldoFijo: false,
    cobraFrancos: true,
    adminGanaSueldo: false,
    diasVacaciones: 0,
    francosMarcados: [7, 8],
    pagoDobleEnFrancos: false,
    valorDiaTrabajoEnFranco: 833,
    fechaIngreso: null,
    guardada: true,
    ...overrides,
  };
}

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
