import { z } from 'zod';
import { PERMISSION_KEYS } from '../auth/permissions';
import { ROLES } from '../auth/roles';
import { publicUserSchema } from './auth';
import { okMessageSchema } from './common';
import { pageInfoSchema, pageQueryShape } from './lists';

export const MIN_PASSWORD_LENGTH = 6;

const emailField = z
  .string({ error: 'El email es obligatorio' })
  .trim()
  .min(1, 'El email es obligatorio')
  .max(254)
  .toLowerCase()
  .pipe(z.email('El email no es válido'));

/** Empty means "no username" (the email is used to sign in). */
const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => (v === '' ? null : v))
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9._-]{3,40}$/, 'El usuario debe tener entre 3 y 40 letras, números, puntos o guiones')
      .nullable(),
  )
  .nullable();

const passwordField = z
  .string({ error: 'La contraseña es obligatoria para usuarios nuevos' })
  .min(1, 'La contraseña es obligatoria para usuarios nuevos')
  .min(MIN_PASSWORD_LENGTH, 'La contraseña debe tener al menos 6 caracteres')
  .max(200, 'La contraseña es demasiado larga');

const nameField = z
  .string({ error: 'El nombre es obligatorio' })
  .trim()
  .min(1, 'El nombre es obligatorio')
  .max(120, 'El nombre es demasiado largo');

const permissionOverridesShape = Object.fromEntries(
  PERMISSION_KEYS.map((k) => [k, z.boolean().optional()]),
) as Record<(typeof PERMISSION_KEYS)[number], z.ZodOptional<z.ZodBoolean>>;

/** Per-user permissions: the spec's keys (overriding role defaults) and, for a client user, group data. */
export const permissionsInputSchema = z.strictObject({
  ...permissionOverridesShape,
  esAdministradorGrupo: z.boolean().optional(),
  nombreGrupo: z.string().trim().max(120).nullable().optional(),
  clientesAdministrados: z.array(z.number().int().positive()).max(500).optional(),
});
export type PermissionsInput = z.infer<typeof permissionsInputSchema>;

export const createUserRequestSchema = z.strictObject({
  email: emailField,
  username: usernameField.optional(),
  password: passwordField,
  name: nameField,
  role: z.enum(ROLES, { error: 'El rol no es válido' }),
  clienteId: z.number().int().positive().nullable().optional(),
  permissions: permissionsInputSchema.optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** Editing: every field optional; the password only when 'change password' was ticked. */
export const updateUserRequestSchema = z.strictObject({
  email: emailField.optional(),
  username: usernameField.optional(),
  password: passwordField.optional(),
  /** The current password: required to change one's own password (admins too); empty counts as missing. */
  passwordActual: z
    .string()
    .max(200, 'La contraseña es demasiado larga')
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  name: nameField.optional(),
  role: z.enum(ROLES, { error: 'El rol no es válido' }).optional(),
  clienteId: z.number().int().positive().nullable().optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * GET /users: one page by name (keyset on name and id; `cursor` is the previous page's `paginacion.siguiente`),
 * searched (name, email, username) and filtered by role in the server.
 */
export const userListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  activo: z.enum(['true', 'false']).optional(),
  ...pageQueryShape,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** A list of users and how many there are (GET /users/operators). */
export const userListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(publicUserSchema),
  total: z.number().int(),
});

/** A page of GET /users: the users under `data`, how many match the filter (`total`) and the next page. */
export const userPageResponseSchema = userListResponseSchema.extend({ paginacion: pageInfoSchema });
export type UserPageResponse = z.infer<typeof userPageResponseSchema>;

export const userResponseSchema = z.object({ success: z.literal(true), data: publicUserSchema });
export const userMutationResponseSchema = okMessageSchema.extend({
  data: publicUserSchema,
});

export const setPermissionsRequestSchema = z.strictObject({ permissions: permissionsInputSchema });
export const activateRequestSchema = z.strictObject({
  isActive: z.boolean({ error: 'isActive debe ser verdadero o falso' }),
});

export const assignableResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      username: z.string().nullable(),
      role: z.enum(ROLES),
    }),
  ),
});

/** Audit counts of a client dashboard (spec §4: completed = entregada or facturada; in process = en_proceso;
 * pending = neither delivered nor billed, of the audits the client sees). totalFacturado is null for a viewer who
 * may not see money. */
export const clientDashboardAuditsSchema = z.object({
  completadas: z.number().int(),
  enProceso: z.number().int(),
  pendientes: z.number().int(),
  totalFacturado: z.number().nullable(),
});
/** The money of a client dashboard (pesos, without VAT): null for a viewer who may not see money. */
export const clientDashboardFinanceSchema = z
  .object({ deudaPendiente: z.number(), totalPagado: z.number() })
  .nullable();

/** One company of a client dashboard: the same figures, for that company alone. */
export const clientDashboardCompanySchema = z.object({
  clienteId: z.number().int(),
  nombre: z.string(),
  auditorias: clientDashboardAuditsSchema,
  finanzas: clientDashboardFinanceSchema,
});

const userDashboardBase = z.object({
  user: publicUserSchema,
  sesionActiva: z.boolean(),
  ultimaConexion: z.string().nullable(),
  conexionesUltimos30Dias: z.number().int(),
  mensajesNoLeidos: z.number().int(),
});

/**
 * GET /users/{id}/dashboard. For a client-company user (tipo 'cliente') the spec's client dashboard — tipo,
 * auditorias, finanzas, grupo — summed over its companies, with each company in `empresas` (the group
 * administrator's consolidated view); for staff (tipo 'personal') the session summary only. Both carry the
 * session summary.
 */
export const userDashboardSchema = z.discriminatedUnion('tipo', [
  userDashboardBase.extend({
    tipo: z.literal('cliente'),
    auditorias: clientDashboardAuditsSchema,
    finanzas: clientDashboardFinanceSchema,
    grupo: z.object({
      esAdministrador: z.boolean(),
      clientesAdministrados: z.array(z.number().int()),
      nombreGrupo: z.string().nullable(),
    }),
    empresas: z.array(clientDashboardCompanySchema),
  }),
  userDashboardBase.extend({ tipo: z.literal('personal') }),
]);
export type UserDashboard = z.infer<typeof userDashboardSchema>;
export type ClientDashboard = Extract<UserDashboard, { tipo: 'cliente' }>;
export type ClientDashboardCompany = z.infer<typeof clientDashboardCompanySchema>;

export const userDashboardResponseSchema = z.object({
  success: z.literal(true),
  data: userDashboardSchema,
});

/** `?meses`: how many months the comparison covers, the current Argentine month included (1 to 12, default 6). */
export const clientComparisonQuerySchema = z.strictObject({
  meses: z.coerce
    .number({ error: 'Meses inválidos (de 1 a 12)' })
    .int({ error: 'Meses inválidos (de 1 a 12)' })
    .min(1, { error: 'Meses inválidos (de 1 a 12)' })
    .max(12, { error: 'Meses inválidos (de 1 a 12)' })
    .default(6),
});

/** The figures of a branch, or of a company in a month: counts, and money (pesos, sin IVA) or null. */
const comparisonFiguresShape = {
  /** Audits ordered (created) in the period and seen by the user. */
  pedidas: z.number().int(),
  /** Of those ordered, the ones not yet delivered. */
  pendientes: z.number().int(),
  /** Audits delivered in the period (by delivery date). */
  entregadas: z.number().int(),
  /** The price of the audits delivered in the period (free ones count 0); null without money. */
  gastado: z.number().nullable(),
  /** Events recorded in the reports delivered in the period (infracciones and technical problems). */
  incidentes: z.number().int(),
};

/**
 * GET /users/{id}/dashboard/comparativa?meses (beyond the spec, issue 25): a client user's companies side by side,
 * per branch over the period and per company per month (the chart), from one query.
 */
export const clientComparisonSchema = z.object({
  /** 'YYYY-MM', oldest first, the current Argentine month last. */
  meses: z.array(z.string()),
  conDinero: z.boolean(),
  /** Every company of the user, in the dashboard's order (those without audits in the period too). */
  empresas: z.array(z.object({ clienteId: z.number().int(), nombre: z.string() })),
  /** Only the branches with audits ordered or delivered in the period. */
  sucursales: z.array(
    z.object({
      clienteId: z.number().int(),
      empresa: z.string(),
      sucursal: z.string(),
      ...comparisonFiguresShape,
    }),
  ),
  porMes: z.array(z.object({ mes: z.string(), clienteId: z.number().int(), ...comparisonFiguresShape })),
});
export type ClientComparison = z.infer<typeof clientComparisonSchema>;
export const clientComparisonResponseSchema = z.object({
  success: z.literal(true),
  data: clientComparisonSchema,
});

export const fixUsernamesResponseSchema = okMessageSchema.extend({
  fixes: z.array(z.object({ email: z.string(), newUsername: z.string() })),
});
