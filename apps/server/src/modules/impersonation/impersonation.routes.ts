import { MSG } from '@auditorias/domain/messages';
import { errorResponses, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  impersonationResponseSchema,
  startImpersonationRequestSchema,
} from '@auditorias/domain/schemas/impersonation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import type { ImpersonationService } from './impersonation.service';

const errors = errorResponses;

export const impersonationRoutes: FastifyPluginAsyncZod<{ impersonation: ImpersonationService }> = async (
  app,
  opts,
) => {
  app.post(
    '/start',
    {
      config: { permission: 'impersonate', activity: 'service' },
      schema: {
        tags: ['impersonación'],
        summary: 'Ver el sistema como otro usuario (no administrador)',
        body: startImpersonationRequestSchema,
        response: { 200: impersonationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await opts.impersonation.start(requireAuth(request), request.body.userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { success: true as const, message: MSG.impersonationStarted, ...result };
    },
  );

  app.post(
    '/stop',
    {
      // Called with the impersonated session's token; the service refuses any other session.
      config: { permission: 'authenticated', activity: 'service' },
      schema: {
        tags: ['impersonación'],
        summary: 'Salir del modo impersonación',
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await opts.impersonation.stop(requireAuth(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { success: true as const, message: MSG.impersonationEnded };
    },
  );
};
