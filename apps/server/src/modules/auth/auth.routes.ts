import { MSG } from '@auditorias/domain/messages';
import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  registerResponseSchema,
} from '@auditorias/domain/schemas/auth';
import { errorResponseSchema, errorResponses, okMessageSchema } from '@auditorias/domain/schemas/common';
import { createUserRequestSchema } from '@auditorias/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import type { ImpersonationService } from '../impersonation/impersonation.service';
import { toPublicUser } from '../users/public';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

const errors = errorResponses;

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  users: UsersService;
  impersonation: ImpersonationService;
}> = async (app, opts) => {
  app.post(
    '/login',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión con email o nombre de usuario',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { token, user } = await opts.auth.login(request.body.email, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok({ token, user });
    },
  );

  jsonRoute(app, 'GET', '/me', {
    config: { permission: 'authenticated' },
    tags: ['auth'],
    summary: 'Usuario de la sesión',
    response: meResponseSchema,
    handler: async (auth) => {
      const impersonator = await opts.impersonation.impersonatorOf(auth);
      return ok({ user: toPublicUser(auth.user), impersonator });
    },
  });

  jsonRoute(app, 'POST', '/logout', {
    config: { permission: 'authenticated' },
    tags: ['auth'],
    summary: 'Cerrar la sesión actual',
    response: okMessageSchema,
    handler: async (auth, request) => {
      // Logging out of an impersonated session ends the impersonation (and records it).
      if (auth.impersonatorId) {
        await opts.impersonation.stop(auth, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      } else {
        await opts.auth.logout(auth);
      }
      return ok({ message: MSG.loggedOut });
    },
  });

  jsonRoute(app, 'POST', '/register', {
    config: { permission: 'user_admin' },
    tags: ['auth'],
    summary: 'Registrar un usuario (solo administradores)',
    body: createUserRequestSchema,
    response: registerResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const user = await opts.users.create(auth, request.body);
      return ok({ message: MSG.userCreated, user });
    },
  });
};
