import { loginHistoryQuerySchema, loginHistoryResponseSchema } from '@auditorias/domain/schemas/auth';
import { errorResponseSchema, idParamsSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';

export const usersRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, opts) => {
  app.get(
    '/:id/login-history',
    {
      // Own history for everyone; another user's needs user_view (checked by the service's rule).
      config: { permission: 'authenticated' },
      schema: {
        tags: ['usuarios'],
        summary: 'Historial de conexiones de un usuario',
        params: idParamsSchema,
        querystring: loginHistoryQuerySchema,
        response: {
          200: loginHistoryResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await opts.auth.loginHistory(requireAuth(request), request.params.id, request.query.limit);
      return { success: true as const, data };
    },
  );
};
