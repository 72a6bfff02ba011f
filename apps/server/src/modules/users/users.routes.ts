import { MSG } from '@auditorias/domain/messages';
import { loginHistoryQuerySchema, loginHistoryResponseSchema } from '@auditorias/domain/schemas/auth';
import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
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
import { jsonRoute, ok } from '../../lib/route';
import type { AuthService } from '../auth/auth.service';
import type { UsersService } from './users.service';

const tags = ['usuarios'];

export const usersRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService }> = async (
  app,
  opts,
) => {
  jsonRoute(app, 'GET', '/', {
    config: { permission: 'user_view' },
    tags,
    summary: 'Usuarios por nombre, de a páginas (búsqueda por nombre, email o usuario; filtro por rol)',
    querystring: userListQuerySchema,
    response: userPageResponseSchema,
    handler: async (_auth, request) => ok(await opts.users.list(request.query)),
  });

  jsonRoute(app, 'POST', '/', {
    config: {
      permission: 'user_manage',
      activity: {
        action: 'user_create',
        target: 'usuario',
        targetId: ({ response }) => (response()?.data as { id?: number } | undefined)?.id,
        details: ({ body }) => ({ rol: body.role, nombre: body.name, clienteId: body.clienteId }),
      },
    },
    tags,
    summary: 'Crear un usuario',
    body: createUserRequestSchema,
    response: userMutationResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const data = await opts.users.create(auth, request.body);
      return ok({ message: MSG.userCreated, data });
    },
  });

  jsonRoute(app, 'GET', '/operators', {
    config: { permission: 'user_view' },
    tags,
    summary: 'Operadores activos',
    response: userListResponseSchema,
    handler: async () => {
      const data = await opts.users.operators();
      return ok({ data, total: data.length });
    },
  });

  jsonRoute(app, 'GET', '/assignable', {
    config: { permission: 'audit_correct' },
    tags,
    summary: 'Operadores y supervisores activos a quienes asignar auditorías',
    response: assignableResponseSchema,
    handler: async () => ok({ data: await opts.users.assignable() }),
  });

  jsonRoute(app, 'POST', '/fix-usernames', {
    config: { permission: 'user_admin' },
    tags,
    summary: 'Asignar un nombre de usuario a quienes no tienen',
    response: fixUsernamesResponseSchema,
    handler: async () => {
      const fixes = await opts.users.fixUsernames();
      const message =
        fixes.length === 0
          ? 'Todos los usuarios ya tenían nombre de usuario'
          : `Se corrigieron ${fixes.length} usuarios`;
      return ok({ message, fixes });
    },
  });

  jsonRoute(app, 'GET', '/:id', {
    config: { permission: 'authenticated' },
    tags,
    summary: 'Un usuario',
    params: idParamsSchema,
    response: userResponseSchema,
    handler: async (auth, request) => ok({ data: await opts.users.get(auth, request.params.id) }),
  });

  jsonRoute(app, 'PUT', '/:id', {
    // Everyone may edit their own name and password; the rule of who changes what is the domain's.
    config: { permission: 'authenticated', activity: 'service' },
    tags,
    summary: 'Editar un usuario',
    params: idParamsSchema,
    body: updateUserRequestSchema,
    response: userMutationResponseSchema,
    handler: async (auth, request) => {
      const data = await opts.users.update(auth, request.params.id, request.body);
      return ok({ message: MSG.userUpdated, data });
    },
  });

  jsonRoute(app, 'DELETE', '/:id', {
    config: { permission: 'user_manage', activity: 'service' },
    tags,
    summary: 'Eliminar un usuario',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      await opts.users.remove(auth, request.params.id);
      return ok({ message: MSG.userDeleted });
    },
  });

  jsonRoute(app, 'PATCH', '/:id/permissions', {
    config: { permission: 'user_manage', activity: 'service' },
    tags,
    summary: 'Permisos del usuario (solo administradores)',
    params: idParamsSchema,
    body: setPermissionsRequestSchema,
    response: userMutationResponseSchema,
    handler: async (auth, request) => {
      const data = await opts.users.setPermissions(auth, request.params.id, request.body.permissions);
      return ok({ message: MSG.permissionsUpdated, data });
    },
  });

  jsonRoute(app, 'POST', '/:id/activate', {
    config: { permission: 'user_manage', activity: 'service' },
    tags,
    summary: 'Activar o desactivar un usuario (solo administradores)',
    params: idParamsSchema,
    body: activateRequestSchema,
    response: userMutationResponseSchema,
    handler: async (auth, request) => {
      const data = await opts.users.setActive(auth, request.params.id, request.body.isActive);
      return ok({ message: data.isActive ? MSG.userActivated : MSG.userDeactivated, data });
    },
  });

  jsonRoute(app, 'GET', '/:id/login-history', {
    // Own history for everyone; another user's needs user_view (checked by the service's rule).
    config: { permission: 'authenticated' },
    tags,
    summary: 'Historial de conexiones de un usuario',
    params: idParamsSchema,
    querystring: loginHistoryQuerySchema,
    response: loginHistoryResponseSchema,
    handler: async (auth, request) => {
      const data = await opts.auth.loginHistory(auth, request.params.id, request.query.limit);
      return ok({ data });
    },
  });
};
