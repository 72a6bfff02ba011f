import { healthResponseSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ dbKind: 'pglite' | 'postgres' }> = async (app, opts) => {
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['sistema'], summary: 'Estado del servidor', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, db: opts.dbKind }),
  );
};
