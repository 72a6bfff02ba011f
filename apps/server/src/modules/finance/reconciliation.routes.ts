import {
  reconciliationQuerySchema,
  reconciliationResponseSchema,
} from '@auditorias/domain/schemas/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/route';
import type { ReconciliationService } from './reconciliation.service';

/** The reconciliation check (registered under /api), for finance staff: admin and contable. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ reconciliation: ReconciliationService }> = async (
  app,
  { reconciliation },
) => {
  jsonRoute(app, 'GET', '/finanzas/conciliacion', {
    config: { permission: 'finance_view' },
    tags: ['finanzas'],
    summary:
      'Conciliación: cada invariante entre las cifras de finanzas, sueldos y personal (OK o la diferencia, con sus filas)',
    querystring: reconciliationQuerySchema,
    response: reconciliationResponseSchema,
    handler: async (auth, request) => reconciliation.check(auth, request.query),
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The reconciliation check of this application (`npm run finance:check` calls it). */
    reconciliation: ReconciliationService;
  }
}
