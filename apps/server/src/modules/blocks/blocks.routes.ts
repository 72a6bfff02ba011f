import {
  blockCreatedResponseSchema,
  blockListQuerySchema,
  blockPageResponseSchema,
  blockParamsSchema,
  blockResponseSchema,
  createBlockRequestSchema,
} from '@auditorias/domain/schemas/blocks';
import { errorResponses } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { idFrom, paramsAndBody } from '../activity/activity.plugin';
import { BLOCK_MSG, type BlocksService } from './blocks.service';

const tags = ['permisos de operadores'];

/** `/api/blocks`: the spec's blocks, i.e. operator blocks (docs/decisions.md «Blocks»). */
export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (app, opts) => {
  const { blocks } = opts;

  app.get(
    '/',
    {
      config: { permission: 'client_view' },
      schema: {
        tags,
        summary: 'Bloqueos de operadores (filtrables por cliente u operador), paginados',
        querystring: blockListQuerySchema,
        response: { 200: blockPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await blocks.list(request.query)) }),
  );
  app.get(
    '/:id',
    {
      config: { permission: 'client_view' },
      schema: {
        tags,
        summary: 'Un bloqueo de operador',
        params: blockParamsSchema,
        response: { 200: blockResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await blocks.get(request.params.id) }),
  );
  app.post(
    '/',
    {
      config: {
        permission: 'client_manage',
        activity: {
          action: 'operator_block',
          target: 'operador',
          targetId: idFrom('operatorId'),
          details: paramsAndBody,
        },
      },
      schema: {
        tags,
        summary: 'Bloquear un operador para un cliente (igual que block-operator)',
        body: createBlockRequestSchema,
        response: { 201: blockCreatedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await blocks.create(requireAuth(request), request.body);
      return reply.code(201).send({ success: true as const, message: BLOCK_MSG.created, data });
    },
  );
};
