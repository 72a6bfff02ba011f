import type { Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type {
  SalaryConfigDto,
  SalaryMonthFiguresDto,
  SalaryRecordDto,
} from '@auditorias/domain/schemas/salaries';
import { jsonResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { currentUrl } from '../../../test/list-pages';

/** The staff of the salary screen tests (and a client user the screen must not list). */
export const STAFF: PublicUser[] = [
  makeUser('operador', { id: 21, name: 'Olga Operadora' }),
  makeUser('operador', { id: 24, name: 'Oscar Ortiz', isActive: false }),
  makeUser('supervisor', { id: 22, name: 'Sergio Supervisor' }),
  makeUser('admin', { id: 1, name: 'Ana Administradora' }),
  makeUser('contable', { id: 23, name: 'Carlos Contable' }),
];

/** GET /users?role=...: the staff of the asked role, as the server pages them. */
export function usersAnswer(staff: PublicUser[] = STAFF) {
  return () => {
    const role = currentUrl().searchParams.get('role') as Role | null;
    const data = staff.filter((u) => role === null || u.role === role);
    return jsonResponse({
      success: true,
      data,
      total: data.length,
      paginacion: { siguiente: null, limite: 100 },
    });
  };
}

/** A salary record: Olga, March 2026, by objectives, pending. */
export function record(overrides: Partial<SalaryRecordDto> = {}): SalaryRecordDto {
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
    valorHora: 0,
    fechaIngreso: null,
    tipoPago: 'objetivos',
    domingosMes: 5,
    feriadosMes: 1,
    pagoFrancos: 1_666,
    porcentajeObjetivo: 80,
    auditoriasHechas: 80,
    correccionesHechas: 0,
    horasTrabajadas: 151.5,
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
      lineas: [
        { concepto: 'Sueldo por objetivos (80 % del sueldo de referencia)', monto: 20_000 },
        { concepto: 'Francos pagados (2 días × valor día)', monto: 1_666 },
        {
          concepto: 'Comisiones por auditorías (devengadas por auditoría, no suman al sueldo)',
          monto: 12_000,
          informativo: true,
        },
      ],
      feriados: ['2026-03-24'],
      francosPagados: [7, 8],
      francosTrabajados: [],
      francosNoPagados: [],
      objetivoAuditorias: 100,
      objetivoCorrecciones: null,
    },
    calculadoEn: '2026-03-20T15:00:00.000Z',
    createdAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-20T15:00:00.000Z',
    ...overrides,
  };
}

/** A configuration as GET /sueldos sends it (pesos): Olga's saved March 2026. */
export function config(overrides: Partial<SalaryConfigDto> = {}): SalaryConfigDto {
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

/** GET /sueldos?operadorId&mes&anio. */
export function monthAnswer(
  sueldo: SalaryRecordDto | null,
  configuracion: SalaryConfigDto | null,
  controlHorario: SalaryMonthFiguresDto | null = null,
) {
  return jsonResponse({
    success: true,
    sueldos: sueldo ? [sueldo] : [],
    configuracion,
    controlHorario,
    paginacion: { siguiente: null, limite: 50 },
  });
}

/** GET /sueldos/control-horario. */
export function figuresAnswer(controlHorario: SalaryMonthFiguresDto = monthFigures()) {
  return jsonResponse({ success: true, controlHorario });
}

/** The month as the staff centre counts it (`controlHorario`): the demo operator's November. */
export function monthFigures(overrides: Partial<SalaryMonthFiguresDto> = {}): SalaryMonthFiguresDto {
  return {
    horasTrabajadas: 98.5,
    minutosTrabajados: 5910,
    horasExtra: 2.5,
    diasTrabajados: 12,
    auditoriasHechas: 1,
    correccionesHechas: 0,
    montoAuditorias: 10_000,
    feriados: [],
    ...overrides,
  };
}
