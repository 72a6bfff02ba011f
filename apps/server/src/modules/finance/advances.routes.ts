import { advancesQuerySchema, advancesResponseSchema } from '@auditorias/domain/schemas/advances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import type { AdvancesService } from './advances.service';

/** GET /finanzas/adelantos (docs/decisions.md «Advances»). */
export const advancesRoutes: FastifyPluginAsyncZod<{ advances: AdvancesService }> = async (app, opts) => {
  jsonRoute(app, 'GET', '/finanzas/adelantos', {
    config: { permission: 'finance_view', poll: 'finanzas' },
    tags: ['finanzas'],
    summary: 'Adelantos al personal (cuenta 1301), más recientes primero',
    querystring: advancesQuerySchema,
    response: advancesResponseSchema,
    handler: async (auth, request) => ok(await opts.advances.list(auth, request.query)),
  });
};
