import { z } from 'zod';
import { publicUserSchema } from './auth';

export const startImpersonationRequestSchema = z.strictObject({
  userId: z.number({ error: 'Elegí el usuario' }).int().positive(),
});

export const impersonationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: publicUserSchema,
  impersonator: z.object({ id: z.number().int(), name: z.string() }),
});
