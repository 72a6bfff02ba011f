import { idParamsSchema } from '@auditorias/domain/schemas/common';
import {
  authorizeOvertimeRequestSchema,
  closeAllSessionsResponseSchema,
  dailyAuditCountsQuerySchema,
  dailyAuditCountsResponseSchema,
  dayDetailParamsSchema,
  dayDetailResponseSchema,
  employeeSummaryQuerySchema,
  employeeSummaryResponseSchema,
  overtimeResponseSchema,
  revokeOvertimeRequestSchema,
  staffReportQuerySchema,
  staffReportResponseSchema,
  userHoursQuerySchema,
  userHoursResponseSchema,
} from '@auditorias/domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import type { StaffService } from './staff.service';

const tags = ['control horario'];
/**
 * Reads and overtime decisions: any signed-in user at the route; the service applies the rules of
 * `@auditorias/domain/staff/access` (staff centre: admin and contable; own hours: everyone; overtime: admin and
 * supervisor). Hours change as time passes, so none of these answers is served from change versions (`config.poll`).
 */
const signedIn = { permission: 'authenticated' as const };

/** Staff time control (registered under /api/work-sessions, next to close-user-session). */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  jsonRoute(app, 'GET', '/user-hours/:id', {
    config: signedIn,
    tags,
    summary:
      'Horas trabajadas de un usuario en un día (hoy si no se indica fecha); el propio usuario o admin/contable',
    params: idParamsSchema,
    querystring: userHoursQuerySchema,
    response: userHoursResponseSchema,
    handler: async (auth, request) => ok(await staff.userHours(auth, request.params.id, request.query.fecha)),
  });

  jsonRoute(app, 'GET', '/report', {
    config: signedIn,
    tags,
    summary: 'Reporte mensual imprimible de un empleado (admin y contable)',
    querystring: staffReportQuerySchema,
    response: staffReportResponseSchema,
    handler: async (auth, request) => staff.report(auth, request.query),
  });

  jsonRoute(app, 'GET', '/daily-audit-counts/:id', {
    config: signedIn,
    tags,
    summary: 'Auditorías completadas y correcciones por día en un rango de fechas (admin y contable)',
    params: idParamsSchema,
    querystring: dailyAuditCountsQuerySchema,
    response: dailyAuditCountsResponseSchema,
    handler: async (auth, request) =>
      staff.dailyAuditCounts(auth, request.params.id, request.query.startDate, request.query.endDate),
  });

  jsonRoute(app, 'GET', '/day-detail/:id/:date', {
    config: signedIn,
    tags,
    summary: 'Detalle de un día de un empleado: horas, sesión y auditorías (admin y contable)',
    params: dayDetailParamsSchema,
    response: dayDetailResponseSchema,
    handler: async (auth, request) => staff.dayDetail(auth, request.params.id, request.params.date),
  });

  jsonRoute(app, 'GET', '/employee-summary', {
    // The staff centre is a dashboard: admins (and accountants) share a page for 5 s, like the other dashboards.
    config: { ...signedIn, sharedFor: 5_000 },
    tags,
    summary:
      'Resumen de empleados del mes (operadores, supervisores y contables): logueados primero, luego más alertas, luego nombre (admin y contable)',
    querystring: employeeSummaryQuerySchema,
    response: employeeSummaryResponseSchema,
    handler: async (auth, request) => staff.employeeSummary(auth, request.query),
  });

  jsonRoute(app, 'POST', '/authorize-overtime/:id', {
    config: signedIn,
    tags,
    summary: 'Autorizar horas extras de un empleado para un día (motivo obligatorio; 4 horas por defecto)',
    params: idParamsSchema,
    body: authorizeOvertimeRequestSchema,
    response: overtimeResponseSchema,
    handler: async (auth, request) => staff.authorizeOvertime(auth, request.params.id, request.body),
  });

  jsonRoute(app, 'POST', '/revoke-overtime/:id', {
    config: signedIn,
    tags,
    summary: 'Revocar la autorización de horas extras de un empleado para un día (hoy por defecto)',
    params: idParamsSchema,
    body: revokeOvertimeRequestSchema,
    response: overtimeResponseSchema,
    handler: async (auth, request) =>
      staff.revokeOvertime(auth, request.params.id, request.body?.fecha ?? undefined),
  });

  jsonRoute(app, 'POST', '/close-all-sessions', {
    config: { permission: 'session_manage' },
    tags,
    summary:
      'Cerrar todas las sesiones abiertas de operadores, supervisores y contables (cierre forzado; solo admin)',
    response: closeAllSessionsResponseSchema,
    handler: async (auth) => staff.closeAllSessions(auth),
  });
};
