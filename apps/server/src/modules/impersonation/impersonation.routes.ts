import { MSG } from '@auditorias/domain/messages';
import { okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  impersonationResponseSchema,
  startImpersonationRequestSchema,
} from '@auditorias/domain/schemas/impersonation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import type { ImpersonationService } from './impersonation.service';

export const impersonationRoutes: FastifyPluginAsyncZod<{ impersonation: ImpersonationService }> = async (
  app,
  opts,
) => {
  jsonRoute(app, 'POST', '/start', {
    config: { permission: 'impersonate', activity: 'service' },
    tags: ['impersonación'],
    summary: 'Ver el sistema como otro usuario (no administrador)',
    body: startImpersonationRequestSchema,
    response: impersonationResponseSchema,
    handler: async (auth, request) => {
      const result = await opts.impersonation.start(auth, request.body.userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok({ message: MSG.impersonationStarted, ...result });
    },
  });

  jsonRoute(app, 'POST', '/stop', {
    // Called with the impersonated session's token; the service refuses any other session.
    config: { permission: 'authenticated', activity: 'service' },
    tags: ['impersonación'],
    summary: 'Salir del modo impersonación',
    response: okMessageSchema,
    handler: async (auth, request) => {
      await opts.impersonation.stop(auth, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok({ message: MSG.impersonationEnded });
    },
  });
};
