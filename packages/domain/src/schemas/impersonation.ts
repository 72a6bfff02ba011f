import { z } from 'zod';
import { publicUserSchema } from './auth';
import { okMessageSchema } from './common';

export const startImpersonationRequestSchema = z.strictObject({
  userId: z.number({ error: 'Elegí el usuario' }).int().positive(),
});

export const impersonationResponseSchema = okMessageSchema.extend({
  token: z.string(),
  user: publicUserSchema,
  impersonator: z.object({ id: z.number().int(), name: z.string() }),
});
