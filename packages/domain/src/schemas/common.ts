import { z } from 'zod';

/** Every failure answers this shape (ARCHITECTURE.md: how a request travels). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ campo: z.string(), mensaje: z.string() })).optional(),
  forceLogout: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
});

export const okMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});

/** The failure answers every API call may give, for route response declarations. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;
