import { MSG } from '@auditorias/domain/messages';
import { closeSessionResponseSchema } from '@auditorias/domain/schemas/auth';
import { errorResponseSchema, idParamsSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';

export const workSessionsRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, opts) => {
  app.post(
    '/close-user-session/:id',
    {
      config: { permission: 'session_manage' },
      schema: {
        tags: ['sesiones'],
        summary: 'Cerrar todas las sesiones abiertas de un usuario (cierre forzado)',
        params: idParamsSchema,
        response: {
          200: closeSessionResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const closed = await opts.auth.closeUserSessions(requireAuth(request), request.params.id);
      return { success: true as const, message: MSG.sessionsClosed(closed), closed };
    },
  );
};
