import { z } from 'zod';
import { PERMISSION_KEYS } from '../auth/permissions';
import { ROLES } from '../auth/roles';
import { okMessageSchema } from './common';

const permissionShape = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, z.boolean()])) as Record<
  (typeof PERMISSION_KEYS)[number],
  z.ZodBoolean
>;

/** The user's effective permissions plus the group-administrator data (spec: user entity). */
export const userPermissionsSchema = z.object({
  ...permissionShape,
  esAdministradorGrupo: z.boolean(),
  nombreGrupo: z.string().nullable(),
  clientesAdministrados: z.array(z.number().int()),
});

export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  clienteId: z.number().int().nullable(),
  permissions: userPermissionsSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'Ingresá tu email o usuario').max(254),
  password: z.string().min(1, 'Ingresá tu contraseña').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUserSchema,
});

export const meResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
  /** Present while an admin views the product as this user. */
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const registerResponseSchema = okMessageSchema.extend({
  user: publicUserSchema,
});

export const loginHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const loginHistoryEntrySchema = z.object({
  id: z.number().int(),
  loginTime: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const loginHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(loginHistoryEntrySchema),
});

export const closeSessionResponseSchema = okMessageSchema.extend({
  closed: z.number().int(),
});
