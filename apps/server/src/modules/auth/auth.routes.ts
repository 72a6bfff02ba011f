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
import { requireAuth } from '../../plugins/auth';
import type { ImpersonationService } from '../impersonation/impersonation.service';
import { toPublicUser } from '../users/users.mapper';
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
      return { success: true as const, token, user };
    },
  );

  app.get(
    '/me',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Usuario de la sesión',
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const impersonator = await opts.impersonation.impersonatorOf(auth);
      return { success: true as const, user: toPublicUser(auth.user), impersonator };
    },
  );

  app.post(
    '/logout',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Cerrar la sesión actual',
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      // Logging out of an impersonated session ends the impersonation (and records it).
      const auth = requireAuth(request);
      if (auth.impersonatorId) {
        await opts.impersonation.stop(auth, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      } else {
        await opts.auth.logout(auth);
      }
      return { success: true as const, message: MSG.loggedOut };
    },
  );

  app.post(
    '/register',
    {
      config: { permission: 'user_admin' },
      schema: {
        tags: ['auth'],
        summary: 'Registrar un usuario (solo administradores)',
        body: createUserRequestSchema,
        response: { 201: registerResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await opts.users.create(requireAuth(request), request.body);
      return reply.code(201).send({ success: true as const, message: MSG.userCreated, user });
    },
  );
};
