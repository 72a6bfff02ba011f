import { z } from 'zod';
import { COMMISSION_TYPES, MODALITIES, PAYMENT_TERMS, PRIORITIES, WEEKDAYS } from '../clients/constants';
import { trimText } from '../text';
import { publicUserSchema } from './auth';
import { okMessageSchema, pesosOrZero, textSchema } from './common';

/** A text field: spaces and invisible characters trimmed before the length rule (`textSchema`). */
const text = textSchema;
const optionalText = (max = 500) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
/** Prices and operator pay: 0 or more, the one money rule (`pesosOrZero`). */
const pesos = pesosOrZero;
const nullablePesos = pesos.nullable().optional();
const isoDate = z.iso.date({ error: 'Fecha inválida (AAAA-MM-DD)' });
const hhmm = z.string().regex(/^\d{1,3}:[0-5]\d$/, 'Usá el formato hh:mm');

export const fileInfoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tamaño: z.number().int(),
  tipo: z.string(),
  fechaSubida: z.string(),
});

const modalityFields = {
  dias_auditoria: z
    .array(z.enum(WEEKDAYS, { error: 'Día inválido' }))
    .max(7)
    .nullable()
    .optional(),
  fecha_exacta: isoDate.nullable().optional(),
};

export const branchInputSchema = z.strictObject({
  /** Present when editing an existing branch inside the client form. */
  id: z.number().int().positive().optional(),
  nombre: z
    .string({ error: 'El nombre de la sucursal es obligatorio' })
    .overwrite(trimText)
    .min(1, 'El nombre de la sucursal es obligatorio')
    .max(200),
  direccion: optionalText(),
  telefono: optionalText(60),
  activa: z.boolean().optional(),
  dvr_id: optionalText(200),
  /** Write-only: absent keeps the stored one, null or '' clears it. */
  dvr_password: optionalText(200),
  tiempo_auditoria: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .optional(),
  tiempoEstimadoHoras: z.number().min(0, 'El tiempo no puede ser negativo').max(100).nullable().optional(),
  precio_normal: nullablePesos,
  precio_prioritaria: nullablePesos,
  precio_urgente: nullablePesos,
  pago_operador_normal: nullablePesos,
  pago_operador_prioritaria: nullablePesos,
  pago_operador_urgente: nullablePesos,
  tipoComision: z.enum(COMMISSION_TYPES).nullable().optional(),
  comisionOperador: z
    .number()
    .min(0, 'La comisión va de 0 a 100')
    .max(100, 'La comisión va de 0 a 100')
    .nullable()
    .optional(),
  montoFijoOperador: nullablePesos,
  modalidad_auditoria: z.enum(MODALITIES).nullable().optional(),
  ...modalityFields,
  instrucciones_op: optionalText(5000),
  archivoProcedimientoId: z.number().int().positive().nullable().optional(),
  auditoria_fija_mes: z.boolean().nullable().optional(),
  urgencia: z.boolean().optional(),
  prioritaria: z.boolean().optional(),
});
export type BranchInput = z.infer<typeof branchInputSchema>;

/**
 * PUT /clients/{id}/branches/{branchId}: the same fields, every one optional; only those sent change (a field
 * left out keeps its stored value, null clears it; docs/decisions.md, "Money inputs").
 */
export const branchUpdateSchema = branchInputSchema.extend({
  nombre: branchInputSchema.shape.nombre.optional(),
});
export type BranchUpdateInput = z.infer<typeof branchUpdateSchema>;

export const CLIENT_USER_ROLES = ['cliente', 'admin', 'operador', 'auditor'] as const;

export const clientUserInputSchema = z
  .strictObject({
    username: z
      .string({ error: 'Username y password son obligatorios para crear usuario' })
      .overwrite(trimText)
      .toLowerCase()
      .min(1, 'Username y password son obligatorios para crear usuario')
      .regex(/^[a-z0-9._-]{3,40}$/, 'El usuario debe tener entre 3 y 40 letras, números, puntos o guiones'),
    password: z
      .string({ error: 'Username y password son obligatorios para crear usuario' })
      .min(1, 'Username y password son obligatorios para crear usuario')
      .min(6, 'La contraseña debe tener al menos 6 caracteres')
      .max(200),
    confirmPassword: z.string().optional(),
    name: text(120).optional(),
    email: z.email('El email no es válido').overwrite(trimText).toLowerCase().optional(),
    role: z.enum(CLIENT_USER_ROLES).default('cliente'),
  })
  .refine((u) => u.confirmPassword === undefined || u.confirmPassword === u.password, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

const clientFields = {
  nombre: z
    .string({ error: 'Nombre y email son obligatorios' })
    .overwrite(trimText)
    .min(1, 'Nombre y email son obligatorios')
    .max(200),
  empresa: optionalText(200),
  email: z
    .string({ error: 'Nombre y email son obligatorios' })
    .overwrite(trimText)
    .toLowerCase()
    .min(1, 'Nombre y email son obligatorios')
    .pipe(z.email('El email no es válido')),
  cuit: optionalText(30),
  telefono: optionalText(60),
  direccion: optionalText(),
  sitioWeb: optionalText(300),
  contactoPrincipal: optionalText(200),
  facturacion: optionalText(1000),
  activo: z.boolean().optional(),
  condicionesPago: z.enum(PAYMENT_TERMS).optional(),
  costoAuditoria: pesos.optional(),
  tiempoEstimado: hhmm.optional(),
  comisionOperador: z
    .number()
    .int('La comisión del cliente es un número entero')
    .min(0, 'La comisión va de 0 a 100')
    .max(100, 'La comisión va de 0 a 100')
    .optional(),
  montoFijoOperador: pesos.optional(),
  tipoComision: z.enum(COMMISSION_TYPES).optional(),
  limiteDias: z.number().int().min(0).max(3650).optional(),
  auditoria_fija_mes: z.boolean().optional(),
  tipo_auditoria_default: z.enum(PRIORITIES).optional(),
  tiempo_auditoria_cliente: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  dvr_id_principal: optionalText(200),
  dvr_password_principal: optionalText(200),
  instrucciones_operador: optionalText(5000),
  contratoArchivoId: z.number().int().positive().nullable().optional(),
  contrato_fecha_firma: isoDate.nullable().optional(),
  contrato_observaciones: optionalText(2000),
  descuentoVolumen: z.number().min(0).max(100).optional(),
  modalidad_auditoria_cliente: z.enum(MODALITIES).optional(),
  ...modalityFields,
  archivoProcedimientoId: z.number().int().positive().nullable().optional(),
  branches: z.array(branchInputSchema).max(500).optional(),
};

export const createClientRequestSchema = z.strictObject({
  ...clientFields,
  /** The client's associated user, created in the same transaction. */
  usuario: clientUserInputSchema.optional(),
});
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;

export const updateClientRequestSchema = z.strictObject({
  ...Object.fromEntries(Object.entries(clientFields).map(([k, v]) => [k, (v as z.ZodType).optional()])),
} as { [K in keyof typeof clientFields]: z.ZodOptional<(typeof clientFields)[K]> });
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;

export const childBusinessRequestSchema = z.strictObject({
  nombre: z
    .string({ error: 'El nombre es obligatorio' })
    .overwrite(trimText)
    .min(1, 'El nombre es obligatorio')
    .max(200),
  branches: z.array(branchInputSchema).max(200).optional(),
});

const priceTriple = z.object({ normal: z.number(), prioritaria: z.number(), urgente: z.number() });

export const branchSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  nombre: z.string(),
  direccion: z.string().nullable(),
  telefono: z.string().nullable(),
  activa: z.boolean(),
  dvr_id: z.string().nullable(),
  dvr_password: z.string().nullable().optional(),
  tieneDvrPassword: z.boolean(),
  tiempo_auditoria: z.number().nullable(),
  tiempoEstimadoHoras: z.number().nullable(),
  precio_normal: z.number().nullable().optional(),
  precio_prioritaria: z.number().nullable().optional(),
  precio_urgente: z.number().nullable().optional(),
  pago_operador_normal: z.number().nullable().optional(),
  pago_operador_prioritaria: z.number().nullable().optional(),
  pago_operador_urgente: z.number().nullable().optional(),
  /** Operator pay is internal: absent for client-company users. */
  tipoComision: z.enum(COMMISSION_TYPES).nullable().optional(),
  comisionOperador: z.number().nullable().optional(),
  montoFijoOperador: z.number().nullable().optional(),
  modalidad_auditoria: z.enum(MODALITIES).nullable(),
  dias_auditoria: z.array(z.string()),
  fecha_exacta: z.string().nullable(),
  instrucciones_op: z.string().nullable(),
  archivo_procedimiento: fileInfoSchema.nullable(),
  auditoria_fija_mes: z.boolean().nullable(),
  urgencia: z.boolean(),
  prioritaria: z.boolean(),
  efectivo: z.object({
    tiempo_auditoria: z.number(),
    tiempoEstimadoHoras: z.number(),
    precios: priceTriple.optional(),
    pagosOperador: priceTriple.optional(),
    tipoComision: z.enum(COMMISSION_TYPES).optional(),
    comisionOperador: z.number().optional(),
    montoFijoOperador: z.number().optional(),
    modalidad_auditoria: z.enum(MODALITIES),
    dias_auditoria: z.array(z.string()),
    fecha_exacta: z.string().nullable(),
    instrucciones_op: z.string().nullable(),
    auditoria_fija_mes: z.boolean(),
  }),
  heredado: z.record(z.string(), z.boolean()),
});
export type Branch = z.infer<typeof branchSchema>;

export const clientSummarySchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  empresa: z.string().nullable(),
  email: z.string().nullable(),
  cuit: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  contactoPrincipal: z.string().nullable(),
  activo: z.boolean(),
  estado: z.enum(['activo', 'inactivo']),
  parentId: z.number().int().nullable(),
  cantidadSucursales: z.number().int(),
  sucursalesActivas: z.number().int(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientSchema = clientSummarySchema.extend({
  rut: z.string().nullable(),
  sitioWeb: z.string().nullable(),
  facturacion: z.string().nullable(),
  condicionesPago: z.enum(PAYMENT_TERMS),
  costoAuditoria: z.number().optional(),
  tiempoEstimado: z.string(),
  comisionOperador: z.number().optional(),
  montoFijoOperador: z.number().optional(),
  tipoComision: z.enum(COMMISSION_TYPES).optional(),
  limiteDias: z.number().int(),
  auditoria_fija_mes: z.boolean(),
  tipo_auditoria_default: z.enum(PRIORITIES),
  tiempo_auditoria_cliente: z.number().int(),
  dvr_id_principal: z.string().nullable(),
  dvr_password_principal: z.string().nullable().optional(),
  tieneDvrPassword: z.boolean(),
  instrucciones_operador: z.string().nullable(),
  contrato_adjunto: fileInfoSchema.nullable().optional(),
  contrato_fecha_firma: z.string().nullable(),
  contrato_observaciones: z.string().nullable(),
  descuentoVolumen: z.number().optional(),
  modalidad_auditoria_cliente: z.enum(MODALITIES),
  dias_auditoria: z.array(z.string()),
  fecha_exacta: z.string().nullable(),
  archivo_procedimiento: fileInfoSchema.nullable(),
  branches: z.array(branchSchema),
  negociosHijos: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      activo: z.boolean(),
      branches: z.array(branchSchema),
    }),
  ),
  usuarios: z.array(
    publicUserSchema.pick({ id: true, name: true, email: true, username: true, role: true, isActive: true }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListQuerySchema = z.strictObject({
  search: z.string().overwrite(trimText).max(100).optional(),
  activo: z.enum(['true', 'false']).optional(),
});

export const clientListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(clientSummarySchema),
  totales: z.object({
    clientes: z.number().int(),
    sucursales: z.number().int(),
    sucursalesActivas: z.number().int(),
  }),
});
export const clientResponseSchema = z.object({ success: z.literal(true), data: clientSchema });
export const clientMutationResponseSchema = okMessageSchema.extend({
  data: clientSchema,
});
export const branchListResponseSchema = z.object({ success: z.literal(true), data: z.array(branchSchema) });
export const branchMutationResponseSchema = okMessageSchema.extend({
  data: branchSchema,
});

export const forAuditsQuerySchema = z.strictObject({ onlyActive: z.enum(['true', 'false']).optional() });
export const forAuditsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      email: z.string().nullable(),
      activo: z.boolean(),
      parentId: z.number().int().nullable(),
      branches: z.array(
        z.object({
          id: z.number().int(),
          nombre: z.string(),
          direccion: z.string().nullable(),
          activa: z.boolean(),
        }),
      ),
    }),
  ),
});

export const branchParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  branchId: z.coerce.number().int().positive(),
});

export const uploadResponseSchema = z.object({ success: z.literal(true), data: fileInfoSchema });
