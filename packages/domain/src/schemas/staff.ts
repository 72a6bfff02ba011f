import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { isIsoDay } from '../salaries/calendar';
import { STAFF_MSG } from '../staff/access';
import { SPEED_INDICATORS, STAFF_ROLES, STAFF_TIME } from '../staff/hours';
import { idFromText, okMessageSchema } from './common';
import { cursorSchema, pageInfoSchema } from './lists';

/**
 * Staff time control calls (spec §7 "Staff time control" and the employee summary of "Salaries"; docs/decisions.md:
 * "Control horario"), under /api/work-sessions. Hours are decimal hours with two decimals, minutes whole minutes,
 * money pesos without decimals, days 'YYYY-MM-DD' (Argentine), instants ISO 8601.
 */

const MONTH_MSG = 'El mes debe ser un número entre 1 y 12';
const YEAR_MSG = 'El año debe ser un número entre 2020 y 9999';

/** A real calendar day 'YYYY-MM-DD'. */
export const isoDaySchema = z
  .string({ error: STAFF_MSG.fechaInvalid })
  .trim()
  .refine((v) => isIsoDay(v), { error: STAFF_MSG.fechaInvalid });

const month = z.coerce.number({ error: MONTH_MSG }).int(MONTH_MSG).min(1, MONTH_MSG).max(12, MONTH_MSG);
/** Staff control years: 2020 to 9999 (spec §9). */
const year = z.coerce.number({ error: YEAR_MSG }).int(YEAR_MSG).min(2020, YEAR_MSG).max(9999, YEAR_MSG);

/** Month and year; the current Argentine month when left out. */
export const staffMonthQueryShape = { mes: month.optional(), anio: year.optional() };

export const userHoursQuerySchema = z.object({ fecha: isoDaySchema.optional() });

export const staffReportQuerySchema = z.object({ ...staffMonthQueryShape, userId: idFromText });

export const dailyAuditCountsQuerySchema = z.object({ startDate: isoDaySchema, endDate: isoDaySchema });

export const dayDetailParamsSchema = z.strictObject({ id: idFromText, date: isoDaySchema });

export const EMPLOYEE_ROLE_FILTERS = ['todos', ...STAFF_ROLES] as const;
export const EMPLOYEE_STATUS_FILTERS = ['todos', 'logueados', 'en_proceso'] as const;
export type EmployeeRoleFilter = (typeof EMPLOYEE_ROLE_FILTERS)[number];
export type EmployeeStatusFilter = (typeof EMPLOYEE_STATUS_FILTERS)[number];

/**
 * GET /work-sessions/employee-summary: one page of employees (operador, supervisor, contable) sorted logged-in
 * first, then more open time alerts, then name; `cursor` is the previous page's `paginacion.siguiente`.
 */
/**
 * Employee cards carry their month day by day (each day's audits, as the spec's detallesDias): about 8 KB each in a
 * busy month, so a page holds at most 12 cards (under 100 KB), the size of the centre's grid.
 */
export const EMPLOYEE_PAGE_SIZE = 12;
const employeePageLimitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .default(EMPLOYEE_PAGE_SIZE)
  .transform((n) => Math.min(n, EMPLOYEE_PAGE_SIZE));

export const employeeSummaryQuerySchema = z.object({
  ...staffMonthQueryShape,
  search: z.string().trim().max(100).optional(),
  userId: idFromText.optional(),
  role: z.enum(EMPLOYEE_ROLE_FILTERS, { error: 'El filtro de rol no es válido' }).default('todos'),
  status: z.enum(EMPLOYEE_STATUS_FILTERS, { error: 'El filtro de estado no es válido' }).default('todos'),
  limit: employeePageLimitSchema,
  cursor: cursorSchema.optional(),
});
export type EmployeeSummaryQuery = z.infer<typeof employeeSummaryQuerySchema>;

const motivo = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: STAFF_MSG.motivoRequired })
    .trim()
    .min(1, STAFF_MSG.motivoRequired)
    .max(500, STAFF_MSG.motivoTooLong),
);

export const authorizeOvertimeRequestSchema = z.object({
  motivo,
  /** Extra hours authorized (4 by default), up to 16. */
  duracionHoras: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce
      .number({ error: STAFF_MSG.duracionInvalid })
      .positive(STAFF_MSG.duracionInvalid)
      .max(STAFF_TIME.maxOvertimeHours, STAFF_MSG.duracionInvalid)
      .refine((h) => Math.round(h * 60) >= 1, { error: STAFF_MSG.duracionInvalid })
      .default(STAFF_TIME.defaultOvertimeHours),
  ),
  /** The Argentine day it covers; today when left out. */
  fecha: isoDaySchema.optional(),
});
export type AuthorizeOvertimeRequest = z.infer<typeof authorizeOvertimeRequestSchema>;

/** The day whose authorization is revoked; today when left out (the body itself may be left out). */
export const revokeOvertimeRequestSchema = z.object({ fecha: isoDaySchema.optional() }).nullish();

const staffUserSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) });

/** A live overtime authorization. */
export const overtimeAuthorizationSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  horas: z.number(),
  minutos: z.number().int(),
  motivo: z.string(),
  autorizadoPor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type OvertimeAuthorizationDto = z.infer<typeof overtimeAuthorizationSchema>;

const dayLevel = z.enum(['normal', 'cerca', 'extra', 'excesivo', 'critico']);

/** Work-hours data per user (spec §3) for one Argentine day, with the flags of §9. */
export const userHoursSchema = z.object({
  fecha: z.string(),
  usuario: staffUserSchema,
  /** The user has a live session now. */
  sesionActiva: z.boolean(),
  /** The live session (the latest one when there are several). */
  sessionId: z.number().int().nullable(),
  /** The live session's sign-in when active; otherwise the day's first sign-in (null without any). */
  loginTime: z.string().nullable(),
  horasTrabajadas: z.number(),
  horasRegulares: z.number(),
  horasExtra: z.number(),
  /** Extra hours the day's live authorization covers (0 without one). */
  horasExtraAprobadas: z.number(),
  /** Extra hours no authorization covers. */
  horasExtraSinAprobar: z.number(),
  minutosTrabajados: z.number().int(),
  /** Audits delivered that day where the user is the operator. */
  auditoriasCompletadas: z.number().int(),
  /** Audits delivered that day that the user approved as supervisor. */
  correcciones: z.number().int(),
  cercaDelLimite: z.boolean(),
  excesivo: z.boolean(),
  critico: z.boolean(),
  necesitaAutorizacion: z.boolean(),
  nivel: dayLevel,
  /** The work-time widget rule (operators and supervisors only). */
  mostrarWidget: z.boolean(),
  autorizacion: overtimeAuthorizationSchema.nullable(),
});
export type UserHoursDto = z.infer<typeof userHoursSchema>;

export const userHoursResponseSchema = userHoursSchema.extend({ success: z.literal(true) });

/** A completed (delivered) audit of a day, as the summary and the report list it. */
export const dayAuditSchema = z.object({
  id: z.number().int(),
  /** 'operador': done by the employee; 'supervisor': approved by the employee (a correction). */
  rol: z.enum(['operador', 'supervisor']),
  cliente: z.string(),
  titulo: z.string(),
  /** The audit's worked time (every work period of it). */
  tiempoMinutos: z.number().int(),
  /** The employee's pay for it (pesos; 0 for corrections). */
  comision: z.number(),
});

export const dayStatsSchema = z.object({
  auditoriasCompletadas: z.number().int(),
  correcciones: z.number().int(),
  horasTrabajadas: z.number(),
  horasExtra: z.number(),
  necesitaAutorizacion: z.boolean(),
  nivel: dayLevel,
  ganado: z.number(),
  auditorias: z.array(dayAuditSchema),
});

/** A day of an employee card: its totals only. */
export const dayTotalsSchema = dayStatsSchema.omit({ auditorias: true });
export type DayStatsDto = z.infer<typeof dayStatsSchema>;

export const timeAlertBriefSchema = z.object({
  id: z.number().int(),
  auditId: z.number().int(),
  tipo: z.string(),
  prioridad: z.string(),
  estado: z.string(),
  tiempoEstimado: z.number().int(),
  tiempoReal: z.number().int(),
  createdAt: z.string(),
});

/** Employee summary (spec §3). */
export const employeeSummarySchema = z.object({
  usuario: staffUserSchema.extend({ isActive: z.boolean() }),
  estadoLogin: z.object({
    estaLogueado: z.boolean(),
    sessionId: z.number().int().nullable(),
    loginTime: z.string().nullable(),
    /** Today's hours need an authorization. */
    necesitaAutorizacion: z.boolean(),
    /** Today's live overtime authorization, or null. */
    autorizacionSupervisor: overtimeAuthorizationSchema.nullable(),
    horasHoy: z.number(),
  }),
  /** The month's open time alerts of the employee (pendiente or revisada), newest first, at most 50. */
  alertasTiempo: z.array(timeAlertBriefSchema),
  totalAlertasTiempo: z.number().int(),
  /** The audit in progress (en_proceso) and the hours worked on it so far. */
  auditoriaActual: z
    .object({
      auditId: z.number().int(),
      titulo: z.string(),
      cliente: z.string(),
      horasEnProceso: z.number(),
    })
    .nullable(),
  estadisticas: z.object({
    auditoriasCompletadas: z.number().int(),
    correcciones: z.number().int(),
    totalHorasLogueadas: z.number(),
    totalHorasExtra: z.number(),
    diasConHorasSinAutorizar: z.number().int(),
    /** Operator pay accrued in the month (ledger), pesos. */
    totalComisiones: z.number(),
  }),
  /** The month's salary record, or null when none was calculated. */
  infoSueldo: z
    .object({
      sueldoFinal: z.number(),
      sueldoReferencia: z.number(),
      pagoFrancos: z.number(),
      /** Rest days the salary pays (`pagoFrancos`): paid ones plus worked ones. */
      cantidadFrancos: z.number().int(),
      /** Rest days paid without working them. */
      francosPagados: z.number().int(),
      /** Rest days worked (at a day's value, or double). */
      francosTrabajados: z.number().int(),
      estado: z.enum(['calculado', 'pagado']),
    })
    .nullable(),
  /** What the card shows as earned: the final salary when calculated, otherwise the commissions. */
  ganado: z.number(),
  /** The earned amount as a percentage of the reference salary (null without a salary record). */
  porcentajeSueldoReferencia: z.number().nullable(),
  /**
   * Days of the month with worked time or completed audits, keyed by 'YYYY-MM-DD', with their totals. Each day's audits are not here (a busy operator's
   * month of audits made a card 90 KB): the day detail and the monthly report carry them.
   */
  detallesDias: z.record(z.string(), dayTotalsSchema),
});
export type EmployeeSummaryDto = z.infer<typeof employeeSummarySchema>;

export const employeeSummaryResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  empleados: z.array(employeeSummarySchema),
  /** Employees matching the filters (all pages). */
  total: z.number().int(),
  paginacion: pageInfoSchema,
});

export const dailyAuditCountsResponseSchema = z.object({
  success: z.literal(true),
  usuarioId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** Days with completed audits or corrections only. */
  dias: z.array(
    z.object({
      fecha: z.string(),
      auditoriasCompletadas: z.number().int(),
      correcciones: z.number().int(),
    }),
  ),
  total: z.object({ auditoriasCompletadas: z.number().int(), correcciones: z.number().int() }),
});

/** Day detail (spec §3). */
export const dayDetailResponseSchema = z.object({
  success: z.literal(true),
  fecha: z.string(),
  usuario: staffUserSchema,
  resumen: z.object({
    totalHoras: z.number(),
    horasRegulares: z.number(),
    horasExtra: z.number(),
    totalAuditorias: z.number().int(),
    totalCorrecciones: z.number().int(),
    totalGanado: z.number(),
    necesitaAutorizacion: z.boolean(),
    nivel: dayLevel,
  }),
  /** First sign-in and last sign-out of the day; logoutTime null and activa true while a session is live. */
  sesion: z.object({
    loginTime: z.string().nullable(),
    logoutTime: z.string().nullable(),
    activa: z.boolean(),
  }),
  sesiones: z.array(
    z.object({
      id: z.number().int(),
      inicio: z.string(),
      fin: z.string().nullable(),
      activa: z.boolean(),
      motivoFin: z.string().nullable(),
    }),
  ),
  autorizacion: overtimeAuthorizationSchema.nullable(),
  /** Audits delivered that day (as operator or supervisor) and audits the employee worked on that day. */
  auditorias: z.array(
    z.object({
      id: z.number().int(),
      rol: z.enum(['operador', 'supervisor']),
      esCorreccion: z.boolean(),
      titulo: z.string(),
      cliente: z.string(),
      sucursal: z.string().nullable(),
      estado: z.string(),
      completada: z.boolean(),
      indicador: z.enum(SPEED_INDICATORS).nullable(),
      /** Minutes worked on the audit (all its work periods). */
      tiempoTrabajado: z.number().int(),
      /** Minutes estimated. */
      tiempoEstimado: z.number().int(),
      /** The employee's pay for it (pesos; 0 for corrections and audits not delivered). */
      comision: z.number(),
      fechaEntrega: z.string().nullable(),
    }),
  ),
});

/** The printable monthly report of one employee. */
export const staffReportResponseSchema = z.object({
  success: z.literal(true),
  usuario: staffUserSchema,
  periodo: z.object({ mes: z.number().int(), anio: z.number().int() }),
  generadoEn: z.string(),
  totales: z.object({
    auditorias: z.number().int(),
    correcciones: z.number().int(),
    horasLogueadas: z.number(),
    horasExtra: z.number(),
    totalComisiones: z.number(),
    /** The final salary when calculated, otherwise the commissions. */
    totalGanado: z.number(),
    sueldoFinal: z.number().nullable(),
    pagoFrancos: z.number(),
    /** Rest days the salary pays (`pagoFrancos`): paid ones plus worked ones. */
    cantidadFrancos: z.number().int(),
    francosPagados: z.number().int(),
    francosTrabajados: z.number().int(),
  }),
  notaFrancos: z.string(),
  dias: z.array(
    z.object({
      fecha: z.string(),
      horasTrabajadas: z.number(),
      auditoriasCompletadas: z.number().int(),
      correcciones: z.number().int(),
      ganado: z.number(),
      auditorias: z.array(dayAuditSchema),
    }),
  ),
});

export const overtimeResponseSchema = okMessageSchema.extend({
  autorizacion: overtimeAuthorizationSchema.nullable(),
  horas: userHoursSchema,
});

export const closeAllSessionsResponseSchema = okMessageSchema.extend({
  closed: z.number().int(),
  usuarios: z.number().int(),
});
