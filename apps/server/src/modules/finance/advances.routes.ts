import { advancesQuerySchema, advancesResponseSchema } from '@auditorias/domain/schemas/advances';
import { errorResponses } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import type { AdvancesService } from './advances.service';

/** GET /finanzas/adelantos (docs/decisions.md «Advances»). */
export const advancesRoutes: FastifyPluginAsyncZod<{ advances: AdvancesService }> = async (app, opts) => {
  app.get(
    '/finanzas/adelantos',
    {
      config: { permission: 'finance_view' },
      schema: {
        tags: ['finanzas'],
        summary: 'Adelantos al personal (cuenta 1301), más recientes primero',
        querystring: advancesQuerySchema,
        response: { 200: advancesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await opts.advances.list(requireAuth(request), request.query)),
    }),
  );
};
