import { z } from 'zod';
import { pageQueryShape, pageResponseSchema } from './lists';
import { blockOperatorRequestSchema, blockSchema } from './operator-permissions';

/**
 * Blocks (`GET /blocks`, `GET /blocks/{id}`, `POST /blocks`): the spec's "Operator block" (an operator barred from
 * working for a client), read across clients. The same rows as the permission centre's blocked operators
 * (docs/decisions.md «Blocks»).
 */
export const blockWithClientSchema = blockSchema.extend({
  client: z.object({ id: z.number().int(), nombre: z.string() }),
});
export type Block = z.infer<typeof blockWithClientSchema>;

export const blockListQuerySchema = z.strictObject({
  clientId: z.coerce.number().int().positive().optional(),
  operatorId: z.coerce.number().int().positive().optional(),
  ...pageQueryShape,
});
export type BlockListQuery = z.infer<typeof blockListQuerySchema>;

export const blockPageResponseSchema = pageResponseSchema('data', blockWithClientSchema);

export const blockResponseSchema = z.object({ success: z.literal(true), data: blockWithClientSchema });
export const blockCreatedResponseSchema = blockResponseSchema.extend({ message: z.string() });

/** Same body as `POST /operator-permissions/block-operator`: clientId, operatorId, optional trimmed reason. */
export const createBlockRequestSchema = blockOperatorRequestSchema;

export const blockParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
