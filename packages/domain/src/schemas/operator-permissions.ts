import { z } from 'zod';
import { ROLES } from '../auth/roles';

const operatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
});

export const assignmentSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  operatorId: z.number().int(),
  client: z.object({ id: z.number().int(), nombre: z.string() }),
  operator: operatorSchema,
  assignedByUser: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
});

export const blockSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  clientId: z.number().int(),
  operator: operatorSchema,
  blockedReason: z.string().nullable(),
  blockedByUser: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
});

export const assignmentListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(assignmentSchema),
});
export const blockListResponseSchema = z.object({ success: z.literal(true), data: z.array(blockSchema) });
export const availableOperatorsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(operatorSchema),
});
export const availableClientsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), nombre: z.string(), email: z.string().nullable() })),
});

export const assignClientRequestSchema = z.strictObject({
  operatorId: z.number({ error: 'Elegí el operador' }).int().positive(),
  clientId: z.number({ error: 'Elegí el cliente' }).int().positive(),
});

/** The block reason is optional: trimmed, and left out when empty. */
export const blockOperatorRequestSchema = assignClientRequestSchema.extend({
  reason: z
    .string()
    .trim()
    .max(500)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

export const operatorParamsSchema = z.strictObject({ operatorId: z.coerce.number().int().positive() });
export const clientParamsSchema = z.strictObject({ clientId: z.coerce.number().int().positive() });
export const pairParamsSchema = z.strictObject({
  operatorId: z.coerce.number().int().positive(),
  clientId: z.coerce.number().int().positive(),
});
