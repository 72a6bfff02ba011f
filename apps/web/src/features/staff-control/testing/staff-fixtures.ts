import type { Role } from '@auditorias/domain/auth/roles';
import type {
  dayDetailResponseSchema,
  EmployeeSummaryDto,
  staffReportResponseSchema,
  UserHoursDto,
} from '@auditorias/domain/schemas/staff';
import type { z } from 'zod';
import { jsonResponse } from '../../../test/fetch-mock';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K] };

/** One employee card as GET employee-summary answers it. */
export function makeEmployee(
  id: number,
  name: string,
  role: Extract<Role, 'operador' | 'supervisor' | 'contable'> = 'operador',
  over: DeepPartial<EmployeeSummaryDto> = {},
): EmployeeSummaryDto {
  return {
    ganado: 42_000,
    porcentajeSueldoReferencia: 84,
    detallesDias: {},
    alertasTiempo: [],
    totalAlertasTiempo: 0,
    auditoriaActual: null,
    infoSueldo: null,
    ...over,
    usuario: { id, name, role, isActive: true, ...over.usuario },
    estadoLogin: {
      estaLogueado: false,
      sessionId: null,
      loginTime: null,
      necesitaAutorizacion: false,
      autorizacionSupervisor: null,
      horasHoy: 0,
      ...over.estadoLogin,
    },
    estadisticas: {
      auditoriasCompletadas: 12,
      correcciones: 0,
      totalHorasLogueadas: 96.5,
      totalHorasExtra: 0,
      diasConHorasSinAutorizar: 0,
      totalComisiones: 42_000,
      ...over.estadisticas,
    },
  } as EmployeeSummaryDto;
}

/** An answer of GET employee-summary (one page, or pointing at `siguiente`). */
export function summaryAnswer(
  empleados: EmployeeSummaryDto[],
  { mes = 11, anio = 2026, siguiente = null as string | null, total = empleados.length } = {},
) {
  return jsonResponse({
    success: true,
    mes,
    anio,
    empleados,
    total,
    paginacion: { siguiente, limite: 50 },
  });
}

type DayDetail = z.infer<typeof dayDetailResponseSchema>;
type DayAudit = DayDetail['auditorias'][number];

export function makeDayAudit(over: Partial<DayAudit> = {}): DayAudit {
  return {
    id: 501,
    rol: 'operador',
    esCorreccion: false,
    titulo: 'Control de caja',
    cliente: 'Supermercado Norte',
    sucursal: 'Sucursal Centro',
    estado: 'entregada',
    completada: true,
    indicador: 'ok',
    tiempoTrabajado: 100,
    tiempoEstimado: 120,
    comision: 3500,
    fechaEntrega: '2026-11-03T18:00:00.000Z',
    ...over,
  };
}

export function makeDayDetail(over: Partial<DayDetail> = {}): DayDetail {
  return {
    success: true,
    fecha: '2026-11-03',
    usuario: { id: 31, name: 'Olga Operadora', role: 'operador' },
    resumen: {
      totalHoras: 9.5,
      horasRegulares: 8,
      horasExtra: 1.5,
      totalAuditorias: 1,
      totalCorrecciones: 0,
      totalGanado: 3500,
      necesitaAutorizacion: true,
      nivel: 'extra',
    },
    sesion: {
      loginTime: '2026-11-03T11:00:00.000Z',
      logoutTime: '2026-11-03T20:30:00.000Z',
      activa: false,
    },
    sesiones: [],
    autorizacion: null,
    auditorias: [makeDayAudit()],
    ...over,
  };
}

type StaffReport = z.infer<typeof staffReportResponseSchema>;

export function makeReport(over: Partial<StaffReport> = {}): StaffReport {
  return {
    success: true,
    usuario: { id: 31, name: 'Olga Operadora', role: 'operador' },
    periodo: { mes: 11, anio: 2026 },
    generadoEn: '2026-11-20T15:04:00.000Z',
    totales: {
      auditorias: 3,
      correcciones: 0,
      horasLogueadas: 17.5,
      horasExtra: 1.5,
      totalComisiones: 9000,
      totalGanado: 9000,
      sueldoFinal: null,
      pagoFrancos: 0,
      cantidadFrancos: 0,
      francosPagados: 0,
      francosTrabajados: 0,
    },
    notaFrancos:
      'Todavía no hay un sueldo calculado para este período: el total ganado son las comisiones y no incluye el pago de francos.',
    dias: [
      {
        fecha: '2026-11-03',
        horasTrabajadas: 9.5,
        auditoriasCompletadas: 2,
        correcciones: 0,
        ganado: 6000,
        auditorias: [
          {
            id: 501,
            rol: 'operador',
            cliente: 'Supermercado Norte',
            titulo: 'Control de caja',
            tiempoMinutos: 100,
            comision: 3500,
          },
          {
            id: 502,
            rol: 'operador',
            cliente: 'Farmacia Sur',
            titulo: 'Reposición',
            tiempoMinutos: 80,
            comision: 2500,
          },
        ],
      },
      {
        fecha: '2026-11-04',
        horasTrabajadas: 8,
        auditoriasCompletadas: 1,
        correcciones: 0,
        ganado: 3000,
        auditorias: [
          {
            id: 503,
            rol: 'operador',
            cliente: 'Farmacia Sur',
            titulo: 'Apertura',
            tiempoMinutos: 90,
            comision: 3000,
          },
        ],
      },
    ],
    ...over,
  };
}

/** GET user-hours of today. */
export function makeUserHours(over: Partial<UserHoursDto> = {}) {
  const base: UserHoursDto = {
    fecha: '2026-11-20',
    usuario: { id: 7, name: 'Olga Operadora', role: 'operador' },
    sesionActiva: true,
    sessionId: 90,
    loginTime: '2026-11-20T10:00:00.000Z',
    horasTrabajadas: 6,
    horasRegulares: 6,
    horasExtra: 0,
    horasExtraAprobadas: 0,
    horasExtraSinAprobar: 0,
    minutosTrabajados: 360,
    auditoriasCompletadas: 2,
    correcciones: 0,
    cercaDelLimite: false,
    excesivo: false,
    critico: false,
    necesitaAutorizacion: false,
    nivel: 'normal',
    mostrarWidget: false,
    autorizacion: null,
  };
  return { success: true as const, ...base, ...over };
}
