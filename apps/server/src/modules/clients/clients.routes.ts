import {
  branchInputSchema,
  branchListResponseSchema,
  branchMutationResponseSchema,
  branchParamsSchema,
  branchUpdateSchema,
  childBusinessRequestSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientMutationResponseSchema,
  clientResponseSchema,
  createClientRequestSchema,
  forAuditsQuerySchema,
  forAuditsResponseSchema,
  updateClientRequestSchema,
} from '@auditorias/domain/schemas/clients';
import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadRoute, jsonRoute, ok } from '../../lib/route';
import { idFrom, paramsAndBody } from '../activity/public';
import type { FilesService } from '../files/files.service';
import { storedAttachment } from '../files/public';
import { CLIENT_MSG, type ClientsService } from './clients.service';

const tags = ['clientes'];
const manage = { permission: 'client_manage' as const };
// Reading is for staff with client_view or audit_view, and for a client's own users: the service's rule.
const read = { permission: 'authenticated' as const };

export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService; files: FilesService }> = async (
  app,
  opts,
) => {
  const c = opts.clients;

  jsonRoute(app, 'GET', '/', {
    config: { permission: 'client_view' },
    tags,
    summary: 'Clientes (búsqueda por nombre, contacto, email o RUT)',
    querystring: clientListQuerySchema,
    response: clientListResponseSchema,
    handler: async (auth, request) => ok(await c.list(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/for-audits', {
    config: read,
    tags,
    summary: 'Clientes y sucursales para pedir o trabajar auditorías',
    querystring: forAuditsQuerySchema,
    response: forAuditsResponseSchema,
    handler: async (auth, request) =>
      ok({ data: await c.forAudits(auth, request.query.onlyActive !== 'false') }),
  });

  jsonRoute(app, 'POST', '/', {
    config: manage,
    tags,
    summary: 'Crear un cliente completo (con sucursales y, opcionalmente, su usuario)',
    body: createClientRequestSchema,
    response: clientMutationResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const { data, message } = await c.create(auth, request.body);
      return ok({ message, data });
    },
  });

  jsonRoute(app, 'GET', '/:id', {
    config: read,
    tags,
    summary: 'Un cliente con sus sucursales y negocios hijos',
    params: idParamsSchema,
    response: clientResponseSchema,
    handler: async (auth, request) => ok({ data: await c.get(auth, request.params.id) }),
  });

  jsonRoute(app, 'PUT', '/:id', {
    config: manage,
    tags,
    summary: 'Editar un cliente',
    params: idParamsSchema,
    body: updateClientRequestSchema,
    response: clientMutationResponseSchema,
    handler: async (auth, request) =>
      ok({ message: CLIENT_MSG.updated, data: await c.update(auth, request.params.id, request.body) }),
  });

  jsonRoute(app, 'DELETE', '/:id', {
    config: { ...manage, activity: { action: 'client_delete', target: 'cliente', details: paramsAndBody } },
    tags,
    summary: 'Eliminar un cliente (sus auditorías y movimientos se conservan)',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      const nombre = await c.remove(auth, request.params.id);
      return ok({ message: `Cliente "${nombre}" eliminado exitosamente` });
    },
  });

  jsonRoute(app, 'POST', '/:id/negocios-hijos', {
    config: manage,
    tags,
    summary: 'Agregar un negocio hijo con sus sucursales',
    params: idParamsSchema,
    body: childBusinessRequestSchema,
    response: clientMutationResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const data = await c.createChild(auth, request.params.id, request.body);
      return ok({ message: CLIENT_MSG.created, data });
    },
  });

  jsonRoute(app, 'GET', '/:id/branches', {
    config: read,
    tags,
    summary: 'Sucursales de un cliente',
    params: idParamsSchema,
    response: branchListResponseSchema,
    handler: async (auth, request) => ok({ data: await c.listBranchesOf(auth, request.params.id) }),
  });

  jsonRoute(app, 'POST', '/:id/branches', {
    config: manage,
    tags,
    summary: 'Crear una sucursal',
    params: idParamsSchema,
    body: branchInputSchema,
    response: branchMutationResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const data = await c.createBranch(auth, request.params.id, request.body);
      return ok({ message: CLIENT_MSG.branchCreated, data });
    },
  });

  jsonRoute(app, 'PUT', '/:id/branches/:branchId', {
    config: manage,
    tags,
    summary: 'Editar una sucursal',
    params: branchParamsSchema,
    body: branchUpdateSchema,
    response: branchMutationResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: CLIENT_MSG.branchUpdated,
        data: await c.updateBranch(auth, request.params.id, request.params.branchId, request.body),
      }),
  });

  jsonRoute(app, 'DELETE', '/:id/branches/:branchId', {
    config: {
      ...manage,
      activity: {
        action: 'branch_delete',
        target: 'sucursal',
        targetId: idFrom('branchId'),
        details: paramsAndBody,
      },
    },
    tags,
    summary: 'Eliminar una sucursal',
    params: branchParamsSchema,
    response: okMessageSchema,
    handler: async (_auth, request) => {
      await c.removeBranch(request.params.id, request.params.branchId);
      return ok({ message: CLIENT_MSG.branchDeleted });
    },
  });

  const storage = opts.files.storage;

  // The client's own stored files: its signed contract and its procedure.
  for (const [url, summary, what] of [
    ['/:id/contract', 'Descargar el contrato firmado', 'contrato'],
    ['/:id/procedure', 'Descargar el archivo de procedimiento del cliente', 'procedimiento'],
  ] as const) {
    downloadRoute(app, url, {
      config: read,
      tags,
      summary,
      params: idParamsSchema,
      handler: async (auth, request) =>
        storedAttachment(storage, await c.fileFor(auth, request.params.id, what)),
    });
  }

  downloadRoute(app, '/:id/branches/:branchId/procedure', {
    config: read,
    tags,
    summary: 'Descargar el archivo de procedimiento de una sucursal',
    params: branchParamsSchema,
    handler: async (auth, request) =>
      storedAttachment(
        storage,
        await c.fileFor(auth, request.params.id, 'procedimiento', request.params.branchId),
      ),
  });
};
