import { errorResponses, idParamsSchema } from '@auditorias/domain/schemas/common';
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
import { requireAuth } from '../../plugins/auth';
import type { StaffService } from './staff.service';

const tags = ['control horario'];
const errors = errorResponses;
/**
 * Reads and overtime decisions: any signed-in user at the route; the service applies the rules of
 * `@auditorias/domain/staff/access` (staff centre: admin and contable; own hours: everyone; overtime: admin and
 * supervisor). Hours change as time passes, so none of these answers is served from change versions (`config.poll`).
 */
const signedIn = { permission: 'authenticated' as const };

/** Staff time control (registered under /api/work-sessions, next to close-user-session). */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/user-hours/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Horas trabajadas de un usuario en un día (hoy si no se indica fecha); el propio usuario o admin/contable',
        params: idParamsSchema,
        querystring: userHoursQuerySchema,
        response: { 200: userHoursResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await staff.userHours(requireAuth(request), request.params.id, request.query.fecha)),
    }),
  );

  app.get(
    '/report',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Reporte mensual imprimible de un empleado (admin y contable)',
        querystring: staffReportQuerySchema,
        response: { 200: staffReportResponseSchema, ...errors },
      },
    },
    async (request) => staff.report(requireAuth(request), request.query),
  );

  app.get(
    '/daily-audit-counts/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Auditorías completadas y correcciones por día en un rango de fechas (admin y contable)',
        params: idParamsSchema,
        querystring: dailyAuditCountsQuerySchema,
        response: { 200: dailyAuditCountsResponseSchema, ...errors },
      },
    },
    async (request) =>
      staff.dailyAuditCounts(
        requireAuth(request),
        request.params.id,
        request.query.startDate,
        request.query.endDate,
      ),
  );

  app.get(
    '/day-detail/:id/:date',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Detalle de un día de un empleado: horas, sesión y auditorías (admin y contable)',
        params: dayDetailParamsSchema,
        response: { 200: dayDetailResponseSchema, ...errors },
      },
    },
    async (request) => staff.dayDetail(requireAuth(request), request.params.id, request.params.date),
  );

  app.get(
    '/employee-summary',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Resumen de empleados del mes (operadores, supervisores y contables): logueados primero, luego más alertas, luego nombre (admin y contable)',
        querystring: employeeSummaryQuerySchema,
        response: { 200: employeeSummaryResponseSchema, ...errors },
      },
    },
    async (request) => staff.employeeSummary(requireAuth(request), request.query),
  );

  app.post(
    '/authorize-overtime/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Autorizar horas extras de un empleado para un día (motivo obligatorio; 4 horas por defecto)',
        params: idParamsSchema,
        body: authorizeOvertimeRequestSchema,
        response: { 200: overtimeResponseSchema, ...errors },
      },
    },
    async (request) => staff.authorizeOvertime(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/revoke-overtime/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Revocar la autorización de horas extras de un empleado para un día (hoy por defecto)',
        params: idParamsSchema,
        body: revokeOvertimeRequestSchema,
        response: { 200: overtimeResponseSchema, ...errors },
      },
    },
    async (request) =>
      staff.revokeOvertime(requireAuth(request), request.params.id, request.body?.fecha ?? undefined),
  );

  app.post(
    '/close-all-sessions',
    {
      config: { permission: 'session_manage' },
      schema: {
        tags,
        summary:
          'Cerrar todas las sesiones abiertas de operadores, supervisores y contables (cierre forzado; solo admin)',
        response: { 200: closeAllSessionsResponseSchema, ...errors },
      },
    },
    async (request) => staff.closeAllSessions(requireAuth(request)),
  );
};
