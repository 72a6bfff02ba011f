import { MSG } from '@auditorias/domain/messages';
import { loginHistoryQuerySchema, loginHistoryResponseSchema } from '@auditorias/domain/schemas/auth';
import { errorResponses, idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  activateRequestSchema,
  assignableResponseSchema,
  createUserRequestSchema,
  fixUsernamesResponseSchema,
  setPermissionsRequestSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListResponseSchema,
  userMutationResponseSchema,
  userPageResponseSchema,
  userResponseSchema,
} from '@auditorias/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { UsersService } from './users.service';

const errors = errorResponses;
const tags = ['usuarios'];

export const usersRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService }> = async (
  app,
  opts,
) => {
  app.get(
    '/',
    {
      config: { permission: 'user_view' },
      schema: {
        tags,
        summary: 'Usuarios por nombre, de a páginas (búsqueda por nombre, email o usuario; filtro por rol)',
        querystring: userListQuerySchema,
        response: { 200: userPageResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await opts.users.list(request.query)) }),
  );

  app.post(
    '/',
    {
      config: {
        permission: 'user_manage',
        activity: {
          action: 'user_create',
          target: 'usuario',
          targetId: ({ response }) => (response()?.data as { id?: number } | undefined)?.id,
          details: ({ body }) => ({ rol: body.role, nombre: body.name, clienteId: body.clienteId }),
        },
      },
      schema: {
        tags,
        summary: 'Crear un usuario',
        body: createUserRequestSchema,
        response: { 201: userMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await opts.users.create(requireAuth(request), request.body);
      return reply.code(201).send({ success: true as const, message: MSG.userCreated, data });
    },
  );

  app.get(
    '/operators',
    {
      config: { permission: 'user_view' },
      schema: { tags, summary: 'Operadores activos', response: { 200: userListResponseSchema, ...errors } },
    },
    async () => {
      const data = await opts.users.operators();
      return { success: true as const, data, total: data.length };
    },
  );

  app.get(
    '/assignable',
    {
      config: { permission: 'audit_correct' },
      schema: {
        tags,
        summary: 'Operadores y supervisores activos a quienes asignar auditorías',
        response: { 200: assignableResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await opts.users.assignable() }),
  );

  app.post(
    '/fix-usernames',
    {
      config: { permission: 'user_admin' },
      schema: {
        tags,
        summary: 'Asignar un nombre de usuario a quienes no tienen',
        response: { 200: fixUsernamesResponseSchema, ...errors },
      },
    },
    async () => {
      const fixes = await opts.users.fixUsernames();
      const message =
        fixes.length === 0
          ? 'Todos los usuarios ya tenían nombre de usuario'
          : `Se corrigieron ${fixes.length} usuarios`;
      return { success: true as const, message, fixes };
    },
  );

  app.get(
    '/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Un usuario',
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await opts.users.get(requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/:id',
    {
      // Everyone may edit their own name and password; the rule of who changes what is the domain's.
      config: { permission: 'authenticated', activity: 'service' },
      schema: {
        tags,
        summary: 'Editar un usuario',
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await opts.users.update(requireAuth(request), request.params.id, request.body);
      return { success: true as const, message: MSG.userUpdated, data };
    },
  );

  app.delete(
    '/:id',
    {
      config: { permission: 'user_manage', activity: 'service' },
      schema: {
        tags,
        summary: 'Eliminar un usuario',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await opts.users.remove(requireAuth(request), request.params.id);
      return { success: true as const, message: MSG.userDeleted };
    },
  );

  app.patch(
    '/:id/permissions',
    {
      config: { permission: 'user_manage', activity: 'service' },
      schema: {
        tags,
        summary: 'Permisos del usuario (solo administradores)',
        params: idParamsSchema,
        body: setPermissionsRequestSchema,
        response: { 200: userMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await opts.users.setPermissions(
        requireAuth(request),
        request.params.id,
        request.body.permissions,
      );
      return { success: true as const, message: MSG.permissionsUpdated, data };
    },
  );

  app.post(
    '/:id/activate',
    {
      config: { permission: 'user_manage', activity: 'service' },
      schema: {
        tags,
        summary: 'Activar o desactivar un usuario (solo administradores)',
        params: idParamsSchema,
        body: activateRequestSchema,
        response: { 200: userMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await opts.users.setActive(requireAuth(request), request.params.id, request.body.isActive);
      return {
        success: true as const,
        message: data.isActive ? MSG.userActivated : MSG.userDeactivated,
        data,
      };
    },
  );

  app.get(
    '/:id/login-history',
    {
      // Own history for everyone; another user's needs user_view (checked by the service's rule).
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Historial de conexiones de un usuario',
        params: idParamsSchema,
        querystring: loginHistoryQuerySchema,
        response: { 200: loginHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await opts.auth.loginHistory(requireAuth(request), request.params.id, request.query.limit);
      return { success: true as const, data };
    },
  );
};
