import {
  blockCreatedResponseSchema,
  blockListQuerySchema,
  blockPageResponseSchema,
  blockParamsSchema,
  blockResponseSchema,
  createBlockRequestSchema,
} from '@auditorias/domain/schemas/blocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import { idFrom, paramsAndBody } from '../activity/public';
import { BLOCK_MSG, type BlocksService } from './blocks.service';

const tags = ['permisos de operadores'];

/** `/api/blocks`: the spec's blocks, i.e. operator blocks (docs/decisions.md «Blocks»). */
export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (app, opts) => {
  const { blocks } = opts;

  jsonRoute(app, 'GET', '/', {
    config: { permission: 'client_view' },
    tags,
    summary: 'Bloqueos de operadores (filtrables por cliente u operador), paginados',
    querystring: blockListQuerySchema,
    response: blockPageResponseSchema,
    handler: async (_auth, request) => ok(await blocks.list(request.query)),
  });
  jsonRoute(app, 'GET', '/:id', {
    config: { permission: 'client_view' },
    tags,
    summary: 'Un bloqueo de operador',
    params: blockParamsSchema,
    response: blockResponseSchema,
    handler: async (_auth, request) => ok({ data: await blocks.get(request.params.id) }),
  });
  jsonRoute(app, 'POST', '/', {
    config: {
      permission: 'client_manage',
      activity: {
        action: 'operator_block',
        target: 'operador',
        targetId: idFrom('operatorId'),
        details: paramsAndBody,
      },
    },
    tags,
    summary: 'Bloquear un operador para un cliente (igual que block-operator)',
    body: createBlockRequestSchema,
    response: blockCreatedResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const data = await blocks.create(auth, request.body);
      return ok({ message: BLOCK_MSG.created, data });
    },
  });
};
