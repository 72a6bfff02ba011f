import {
  branchInputSchema,
  branchListResponseSchema,
  branchMutationResponseSchema,
  branchParamsSchema,
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
import { errorResponses, idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { idFrom, paramsAndBody } from '../activity/activity.plugin';
import type { FilesService } from '../files/files.service';
import { sendStoredFile } from '../files/send-file';
import { CLIENT_MSG, type ClientsService } from './clients.service';

const errors = errorResponses;
const tags = ['clientes'];
const manage = { permission: 'client_manage' as const };
// Reading is for staff with client_view or audit_view, and for a client's own users: the service's rule.
const read = { permission: 'authenticated' as const };

export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService; files: FilesService }> = async (
  app,
  opts,
) => {
  const c = opts.clients;

  app.get(
    '/',
    {
      config: { permission: 'client_view' },
      schema: {
        tags,
        summary: 'Clientes (búsqueda por nombre, contacto, email o RUT)',
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await c.list(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/for-audits',
    {
      config: read,
      schema: {
        tags,
        summary: 'Clientes y sucursales para pedir o trabajar auditorías',
        querystring: forAuditsQuerySchema,
        response: { 200: forAuditsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await c.forAudits(requireAuth(request), request.query.onlyActive !== 'false'),
    }),
  );

  app.post(
    '/',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Crear un cliente completo (con sucursales y, opcionalmente, su usuario)',
        body: createClientRequestSchema,
        response: { 201: clientMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { data, message } = await c.create(requireAuth(request), request.body);
      return reply.code(201).send({ success: true as const, message, data });
    },
  );

  app.get(
    '/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Un cliente con sus sucursales y negocios hijos',
        params: idParamsSchema,
        response: { 200: clientResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await c.get(requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Editar un cliente',
        params: idParamsSchema,
        body: updateClientRequestSchema,
        response: { 200: clientMutationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: CLIENT_MSG.updated,
      data: await c.update(requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config: { ...manage, activity: { action: 'client_delete', target: 'cliente', details: paramsAndBody } },
      schema: {
        tags,
        summary: 'Eliminar un cliente (sus auditorías y movimientos se conservan)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      const nombre = await c.remove(requireAuth(request), request.params.id);
      return { success: true as const, message: `Cliente "${nombre}" eliminado exitosamente` };
    },
  );

  app.post(
    '/:id/negocios-hijos',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Agregar un negocio hijo con sus sucursales',
        params: idParamsSchema,
        body: childBusinessRequestSchema,
        response: { 201: clientMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await c.createChild(requireAuth(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, message: CLIENT_MSG.created, data });
    },
  );

  app.get(
    '/:id/branches',
    {
      config: read,
      schema: {
        tags,
        summary: 'Sucursales de un cliente',
        params: idParamsSchema,
        response: { 200: branchListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await c.listBranchesOf(requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/:id/branches',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Crear una sucursal',
        params: idParamsSchema,
        body: branchInputSchema,
        response: { 201: branchMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await c.createBranch(requireAuth(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, message: CLIENT_MSG.branchCreated, data });
    },
  );

  app.put(
    '/:id/branches/:branchId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Editar una sucursal',
        params: branchParamsSchema,
        body: branchInputSchema,
        response: { 200: branchMutationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: CLIENT_MSG.branchUpdated,
      data: await c.updateBranch(
        requireAuth(request),
        request.params.id,
        request.params.branchId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/branches/:branchId',
    {
      config: {
        ...manage,
        activity: {
          action: 'branch_delete',
          target: 'sucursal',
          targetId: idFrom('branchId'),
          details: paramsAndBody,
        },
      },
      schema: {
        tags,
        summary: 'Eliminar una sucursal',
        params: branchParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await c.removeBranch(request.params.id, request.params.branchId);
      return { success: true as const, message: CLIENT_MSG.branchDeleted };
    },
  );

  app.get(
    '/:id/contract',
    {
      config: read,
      schema: { tags, summary: 'Descargar el contrato firmado', params: idParamsSchema, response: errors },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        opts.files.storage,
        await c.fileFor(requireAuth(request), request.params.id, 'contrato'),
      ),
  );

  app.get(
    '/:id/procedure',
    {
      config: read,
      schema: {
        tags,
        summary: 'Descargar el archivo de procedimiento del cliente',
        params: idParamsSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        opts.files.storage,
        await c.fileFor(requireAuth(request), request.params.id, 'procedimiento'),
      ),
  );

  app.get(
    '/:id/branches/:branchId/procedure',
    {
      config: read,
      schema: {
        tags,
        summary: 'Descargar el archivo de procedimiento de una sucursal',
        params: branchParamsSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        opts.files.storage,
        await c.fileFor(requireAuth(request), request.params.id, 'procedimiento', request.params.branchId),
      ),
  );
};
