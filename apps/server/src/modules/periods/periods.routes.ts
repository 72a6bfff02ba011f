import {
  periodListResponseSchema,
  periodReopenRequestSchema,
  periodRequestSchema,
  periodWriteResponseSchema,
} from '@auditorias/domain/schemas/periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/route';
import type { PeriodsService } from './periods.service';

const tags = ['finanzas'];

/** Month close (registered under /api/periodos): admin and contable read, the admin closes and reopens. */
export const periodsRoutes: FastifyPluginAsyncZod<{ periods: PeriodsService }> = async (app, { periods }) => {
  jsonRoute(app, 'GET', '/', {
    config: { permission: 'finance_view' },
    tags,
    summary: 'Meses cerrados y el historial de cierres y reaperturas',
    response: periodListResponseSchema,
    handler: async (auth) => periods.list(auth),
  });
  jsonRoute(app, 'POST', '/cerrar', {
    config: { permission: 'user_admin', activity: 'service' },
    tags,
    summary: 'Cerrar un mes terminado: no admite movimientos con fecha en él ni cambios de sueldos',
    body: periodRequestSchema,
    response: periodWriteResponseSchema,
    handler: async (auth, request) => periods.close(auth, request.body, request.ip),
  });
  jsonRoute(app, 'POST', '/reabrir', {
    config: { permission: 'user_admin', activity: 'service' },
    tags,
    summary: 'Reabrir un mes cerrado, con un motivo obligatorio',
    body: periodReopenRequestSchema,
    response: periodWriteResponseSchema,
    handler: async (auth, request) => periods.reopen(auth, request.body, request.ip),
  });
};
