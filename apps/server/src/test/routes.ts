import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { RegisteredRoute } from '../app';

/**
 * The route inventory of the tests: every `/api` route the application registered (one entry per method,
 * without the HEAD twins Fastify adds), with the permission and zod contracts it declared.
 */
export function apiRoutes(app: FastifyInstance, options: { docs?: boolean } = {}): RegisteredRoute[] {
  return app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') && r.method !== 'HEAD' && (options.docs || !r.url.startsWith('/api/docs')),
  );
}

/** Files and the event stream answer bytes, not JSON: their success has no JSON schema (their refusals do). */
export const STREAM_ROUTES = [
  'GET /api/events',
  'GET /api/clients/:id/contract',
  'GET /api/clients/:id/procedure',
  'GET /api/clients/:id/branches/:branchId/procedure',
  'GET /api/audits/:id/download-attachment/:fileName',
  'GET /api/audits/:id/report/word',
  'GET /api/audits/:id/download-word',
  'GET /api/audits/:id/report/html',
  'GET /api/audits/:id/report/pdf',
  'GET /api/audits/:id/generate/pdf-client',
  'GET /api/finanzas/clientes/export',
  'GET /api/finanzas/movimientos/export',
  'GET /api/gastos/export',
  'GET /api/clients/:id/account-statement/export',
  'GET /api/registro-actividad/export',
  'GET /api/audits/export',
  'GET /api/clients/my-audits/export',
  'GET /api/audits/operador/historial/export',
  'GET /api/audits/supervisor/my-audits/export',
  'GET /api/audits/management/export',
  'GET /api/users/export',
  'GET /api/clients/export',
  'GET /api/audits/files/export',
  'GET /api/messages/conversation/:id/export',
  'GET /api/sueldos/export',
  'GET /api/work-sessions/employee-summary/export',
  'GET /api/finanzas/balance/export',
  'GET /api/finanzas/personal/export',
] as const;

export const routeKey = (r: Pick<RegisteredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** The zod contracts of a route: what it accepts and what each status answers. */
export interface RouteContracts {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  response: Record<string, ZodType>;
}

export function routeContracts(route: RegisteredRoute): RouteContracts {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return {
    body: schema.body as ZodType | undefined,
    querystring: schema.querystring as ZodType | undefined,
    params: schema.params as ZodType | undefined,
    response: (schema.response ?? {}) as Record<string, ZodType>,
  };
}
