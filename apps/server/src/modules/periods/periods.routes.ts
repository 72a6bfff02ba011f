import { errorResponses } from '@auditorias/domain/schemas/common';
import {
  periodListResponseSchema,
  periodReopenRequestSchema,
  periodRequestSchema,
  periodWriteResponseSchema,
} from '@auditorias/domain/schemas/periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import type { PeriodsService } from './periods.service';

const tags = ['finanzas'];

/** Month close (registered under /api/periodos): admin and contable read, the admin closes and reopens. */
export const periodsRoutes: FastifyPluginAsyncZod<{ periods: PeriodsService }> = async (app, { periods }) => {
  app.get(
    '/',
    {
      config: { permission: 'finance_view' },
      schema: {
        tags,
        summary: 'Meses cerrados y el historial de cierres y reaperturas',
        response: { 200: periodListResponseSchema, ...errorResponses },
      },
    },
    async (request) => periods.list(requireAuth(request)),
  );
  app.post(
    '/cerrar',
    {
      config: { permission: 'user_admin', activity: 'service' },
      schema: {
        tags,
        summary: 'Cerrar un mes terminado: no admite movimientos con fecha en él ni cambios de sueldos',
        body: periodRequestSchema,
        response: { 200: periodWriteResponseSchema, ...errorResponses },
      },
    },
    async (request) => periods.close(requireAuth(request), request.body, request.ip),
  );
  app.post(
    '/reabrir',
    {
      config: { permission: 'user_admin', activity: 'service' },
      schema: {
        tags,
        summary: 'Reabrir un mes cerrado, con un motivo obligatorio',
        body: periodReopenRequestSchema,
        response: { 200: periodWriteResponseSchema, ...errorResponses },
      },
    },
    async (request) => periods.reopen(requireAuth(request), request.body, request.ip),
  );
};
