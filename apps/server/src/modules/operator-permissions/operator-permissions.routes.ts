import { errorResponses, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  assignClientRequestSchema,
  assignmentListResponseSchema,
  availableClientsResponseSchema,
  availableOperatorsResponseSchema,
  blockListResponseSchema,
  blockOperatorRequestSchema,
  clientParamsSchema,
  operatorParamsSchema,
  pairParamsSchema,
} from '@auditorias/domain/schemas/operator-permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { idFrom, paramsAndBody } from '../activity/activity.plugin';
import { type OperatorPermissionsService, PERMISSION_MSG } from './operator-permissions.service';

const errors = errorResponses;
const tags = ['permisos de operadores'];
const read = { permission: 'client_view' as const };
const write = { permission: 'client_manage' as const };

export const operatorPermissionsRoutes: FastifyPluginAsyncZod<{
  permissions: OperatorPermissionsService;
}> = async (app, opts) => {
  const p = opts.permissions;

  app.get(
    '/assigned-clients/:operatorId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Clientes asignados a un operador',
        params: operatorParamsSchema,
        response: { 200: assignmentListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await p.assignedClients(request.params.operatorId),
    }),
  );
  app.get(
    '/available-clients/:operatorId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Clientes disponibles para un operador',
        params: operatorParamsSchema,
        response: { 200: availableClientsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await p.availableClients(request.params.operatorId),
    }),
  );
  app.get(
    '/assigned-operators/:clientId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Operadores asignados a un cliente',
        params: clientParamsSchema,
        response: { 200: assignmentListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await p.assignedOperators(request.params.clientId),
    }),
  );
  app.get(
    '/blocked-operators/:clientId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Operadores bloqueados para un cliente',
        params: clientParamsSchema,
        response: { 200: blockListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await p.blockedOperators(request.params.clientId),
    }),
  );
  app.get(
    '/available-operators/:clientId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Operadores disponibles para un cliente',
        params: clientParamsSchema,
        response: { 200: availableOperatorsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await p.availableOperators(request.params.clientId),
    }),
  );

  app.post(
    '/assign-client',
    {
      config: {
        ...write,
        activity: {
          action: 'operator_client_assign',
          target: 'operador',
          targetId: idFrom('operatorId'),
          details: paramsAndBody,
        },
      },
      schema: {
        tags,
        summary: 'Asignar un cliente a un operador',
        body: assignClientRequestSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await p.assign(requireAuth(request), request.body.operatorId, request.body.clientId);
      return { success: true as const, message: PERMISSION_MSG.assigned };
    },
  );
  app.delete(
    '/unassign-client/:operatorId/:clientId',
    {
      config: {
        ...write,
        activity: {
          action: 'operator_client_unassign',
          target: 'operador',
          targetId: idFrom('operatorId'),
          details: paramsAndBody,
        },
      },
      schema: {
        tags,
        summary: 'Desasignar un cliente de un operador',
        params: pairParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await p.unassign(request.params.operatorId, request.params.clientId);
      return { success: true as const, message: PERMISSION_MSG.unassigned };
    },
  );
  app.post(
    '/block-operator',
    {
      config: {
        ...write,
        activity: {
          action: 'operator_block',
          target: 'operador',
          targetId: idFrom('operatorId'),
          details: paramsAndBody,
        },
      },
      schema: {
        tags,
        summary: 'Bloquear un operador para un cliente',
        body: blockOperatorRequestSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await p.block(
        requireAuth(request),
        request.body.operatorId,
        request.body.clientId,
        request.body.reason ?? null,
      );
      return { success: true as const, message: PERMISSION_MSG.blocked };
    },
  );
  app.delete(
    '/unblock-operator/:clientId/:operatorId',
    {
      config: {
        ...write,
        activity: {
          action: 'operator_unblock',
          target: 'operador',
          targetId: idFrom('operatorId'),
          details: paramsAndBody,
        },
      },
      schema: {
        tags,
        summary: 'Desbloquear un operador para un cliente',
        params: pairParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await p.unblock(request.params.operatorId, request.params.clientId);
      return { success: true as const, message: PERMISSION_MSG.unblocked };
    },
  );
};
