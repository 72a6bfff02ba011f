import type { ActivityAction } from '@auditorias/domain/schemas/activity';
import { okMessageSchema } from '@auditorias/domain/schemas/common';
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
import { jsonRoute, ok } from '../../lib/route';
import { idFrom, paramsAndBody } from '../activity/public';
import { type OperatorPermissionsService, PERMISSION_MSG } from './operator-permissions.service';

const tags = ['permisos de operadores'];
const read = { permission: 'client_view' as const };
const write = { permission: 'client_manage' as const };
/** A change to what an operator may work on, recorded against the operator with its params and body. */
const onOperator = (action: ActivityAction) => ({
  ...write,
  activity: { action, target: 'operador' as const, targetId: idFrom('operatorId'), details: paramsAndBody },
});

export const operatorPermissionsRoutes: FastifyPluginAsyncZod<{
  permissions: OperatorPermissionsService;
}> = async (app, opts) => {
  const p = opts.permissions;

  jsonRoute(app, 'GET', '/assigned-clients/:operatorId', {
    config: read,
    tags,
    summary: 'Clientes asignados a un operador',
    params: operatorParamsSchema,
    response: assignmentListResponseSchema,
    handler: async (_auth, request) => ok({ data: await p.assignedClients(request.params.operatorId) }),
  });
  jsonRoute(app, 'GET', '/available-clients/:operatorId', {
    config: read,
    tags,
    summary: 'Clientes disponibles para un operador',
    params: operatorParamsSchema,
    response: availableClientsResponseSchema,
    handler: async (_auth, request) => ok({ data: await p.availableClients(request.params.operatorId) }),
  });
  jsonRoute(app, 'GET', '/assigned-operators/:clientId', {
    config: read,
    tags,
    summary: 'Operadores asignados a un cliente',
    params: clientParamsSchema,
    response: assignmentListResponseSchema,
    handler: async (_auth, request) => ok({ data: await p.assignedOperators(request.params.clientId) }),
  });
  jsonRoute(app, 'GET', '/blocked-operators/:clientId', {
    config: read,
    tags,
    summary: 'Operadores bloqueados para un cliente',
    params: clientParamsSchema,
    response: blockListResponseSchema,
    handler: async (_auth, request) => ok({ data: await p.blockedOperators(request.params.clientId) }),
  });
  jsonRoute(app, 'GET', '/available-operators/:clientId', {
    config: read,
    tags,
    summary: 'Operadores disponibles para un cliente',
    params: clientParamsSchema,
    response: availableOperatorsResponseSchema,
    handler: async (_auth, request) => ok({ data: await p.availableOperators(request.params.clientId) }),
  });

  jsonRoute(app, 'POST', '/assign-client', {
    config: onOperator('operator_client_assign'),
    tags,
    summary: 'Asignar un cliente a un operador',
    body: assignClientRequestSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      await p.assign(auth, request.body.operatorId, request.body.clientId);
      return ok({ message: PERMISSION_MSG.assigned });
    },
  });
  jsonRoute(app, 'DELETE', '/unassign-client/:operatorId/:clientId', {
    config: onOperator('operator_client_unassign'),
    tags,
    summary: 'Desasignar un cliente de un operador',
    params: pairParamsSchema,
    response: okMessageSchema,
    handler: async (_auth, request) => {
      await p.unassign(request.params.operatorId, request.params.clientId);
      return ok({ message: PERMISSION_MSG.unassigned });
    },
  });
  jsonRoute(app, 'POST', '/block-operator', {
    config: onOperator('operator_block'),
    tags,
    summary: 'Bloquear un operador para un cliente',
    body: blockOperatorRequestSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      await p.block(auth, request.body.operatorId, request.body.clientId, request.body.reason ?? null);
      return ok({ message: PERMISSION_MSG.blocked });
    },
  });
  jsonRoute(app, 'DELETE', '/unblock-operator/:clientId/:operatorId', {
    config: onOperator('operator_unblock'),
    tags,
    summary: 'Desbloquear un operador para un cliente',
    params: pairParamsSchema,
    response: okMessageSchema,
    handler: async (_auth, request) => {
      await p.unblock(request.params.operatorId, request.params.clientId);
      return ok({ message: PERMISSION_MSG.unblocked });
    },
  });
};
