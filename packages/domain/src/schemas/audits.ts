import { z } from 'zod';
import { AUDIT_STATES, EVENT_TYPES, ORIGINS } from '../audits/states';
import { TRACKING_ORDER } from '../audits/tracking-order';
import { PRIORITIES } from '../clients/constants';
import { trimText } from '../text';
import { idFromText, idNumber, idSchema, okMessageSchema, pesosFromText } from './common';
import { pageQueryShape, pageResponseSchema } from './lists';

const isoDate = z.iso.date({ error: 'Fecha inválida (AAAA-MM-DD)' });
const person = z
  .object({ id: z.number().int(), name: z.string(), username: z.string().nullable(), email: z.string() })
  .nullable();

export const attachmentSchema = z.object({
  id: z.number().int(),
  nombreOriginal: z.string(),
  nombreArchivo: z.string(),
  tamaño: z.number().int(),
  tipoMime: z.string(),
});

/** An audit as the API shows it; internal fields are left out for the roles that must not see them. */
export const auditSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  notas: z.string().nullable(),
  estado: z.enum(AUDIT_STATES),
  prioridad: z.enum(PRIORITIES),
  origenCarga: z.enum(ORIGINS),
  enTransito: z.boolean(),
  clienteId: z.number().int(),
  branchId: z.number().int().nullable(),
  client: z.object({ id: z.number().int(), nombre: z.string() }),
  branch: z.object({ id: z.number().int(), nombre: z.string(), direccion: z.string().nullable() }).nullable(),
  cliente: z.string(),
  sucursal: z.string().nullable(),
  direccion: z.string().nullable(),
  localidad: z.string().nullable(),
  fechaSolicitada: z.string(),
  fechaProgramada: z.string().nullable(),
  fechaAsignacion: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaPausa: z.string().nullable(),
  razonPausa: z.string().nullable(),
  fechaTerminacion: z.string().nullable(),
  fechaAprobacion: z.string().nullable(),
  fechaEntrega: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  observacionesIniciales: z.string().nullable(),
  observacionesOperador: z.string().nullable().optional(),
  observacionesSupervisor: z.string().nullable().optional(),
  observacionesFinales: z.string().nullable(),
  archivosAdjuntos: z.array(attachmentSchema),
  aprobada: z.boolean(),
  requiereRevision: z.boolean(),
  motivoRechazo: z.string().nullable().optional(),
  operadorId: z.number().int().nullable(),
  supervisorId: z.number().int().nullable(),
  asignadoPor: z.number().int().nullable(),
  operador: person,
  supervisor: person,
  esMiTrabajoComoOperador: z.boolean(),
  /** Money: clients and finance staff (and admins); never operators. */
  costoFinal: z.number().nullable().optional(),
  precioEstimado: z.number().optional(),
  gratisParaCliente: z.boolean(),
  estadoPago: z.enum(['pendiente', 'pagada']).nullable().optional(),
  /** The payment state of the account statement (PENDIENTE, FACTURADA, PAGADA), for those who see money. */
  estadoPagoCuenta: z.enum(['PENDIENTE', 'FACTURADA', 'PAGADA']).optional(),
  /** Internal times: staff only. */
  horasEstimadas: z.number().optional(),
  tiempoTrabajadoPrevio: z.number().optional(),
  antiguedad: z.number().int(),
  archivosCount: z.number().int(),
  /**
   * The spec's names of the review audit (clienteNombre, operadorNombre, tiempoTrabajado) and of the management
   * list audit (motivoPausa, fechaCreacion), next to today's names of the same facts (cliente, operador.name,
   * tiempoTrabajadoPrevio, razonPausa, createdAt), which the screens use.
   */
  clienteNombre: z.string(),
  operadorNombre: z.string().nullable(),
  /** Minutes worked so far (staff only, like tiempoTrabajadoPrevio). */
  tiempoTrabajado: z.number().int().optional(),
  motivoPausa: z.string().nullable(),
  fechaCreacion: z.string(),
});
export type Audit = z.infer<typeof auditSchema>;

export const auditListQuerySchema = z.strictObject({
  all: z.enum(['true', 'false']).optional(),
  available: z.enum(['true', 'false']).optional(),
  estado: z.string().max(200).optional(),
  supervisor: z.enum(['true', 'false']).optional(),
  search: z.string().overwrite(trimText).max(100).optional(),
  clienteId: idFromText.optional(),
  /** 'seguimiento': the tracking list's order (`audits/tracking-order`); newest first without it. */
  orden: z
    .enum([TRACKING_ORDER], { error: `El orden de la lista no es válido (solo '${TRACKING_ORDER}')` })
    .optional(),
  ...pageQueryShape,
});

/** A page of a list (the list contract: `schemas/lists.ts`). */
export const pageQuerySchema = z.strictObject(pageQueryShape);

export const auditListResponseSchema = pageResponseSchema('auditorias', auditSchema);

export const auditCountsQuerySchema = z.strictObject({ clienteId: idFromText.optional() });
export const auditCountsResponseSchema = z.object({
  success: z.literal(true),
  conteo: z.record(z.enum(AUDIT_STATES), z.number().int()),
  total: z.number().int(),
});
export const auditResponseSchema = z.object({ success: z.literal(true), data: auditSchema });
export const auditMutationResponseSchema = okMessageSchema.extend({
  data: auditSchema,
});

/** Fields of the multipart audit form (spec: audit creation), after parsing. */
export const auditFormSchema = z.strictObject({
  clienteId: idSchema({ coerce: true, required: 'Cliente, título y sucursal son obligatorios' }),
  branchId: idFromText.optional(),
  sucursal: z.string().overwrite(trimText).max(200).optional(),
  direccion: z.string().overwrite(trimText).max(300).optional(),
  titulo: z
    .string({ error: 'Cliente, título y sucursal son obligatorios' })
    .overwrite(trimText)
    .min(1, 'Cliente, título y sucursal son obligatorios')
    .max(200),
  descripcion: z.string().overwrite(trimText).max(5000).optional(),
  notas: z.string().overwrite(trimText).max(5000).optional(),
  observaciones: z.string().overwrite(trimText).max(5000).optional(),
  fechaSolicitada: isoDate.optional(),
  prioridad: z.enum(PRIORITIES).default('normal'),
  tiempoEstimadoHoras: z.coerce.number().min(0.5, 'El tiempo estimado mínimo es 0,5 h').max(100).optional(),
  costo: pesosFromText({ allowZero: true }).optional(),
  origenCarga: z.enum(ORIGINS).optional(),
  fechaProgramada: isoDate.optional(),
});
export type AuditForm = z.infer<typeof auditFormSchema>;

export const auditImageSchema = z.object({
  id: z.number().int(),
  data: z.string(),
  name: z.string(),
  size: z.number().int(),
  timestamp: z.string(),
});

export const eventSchema = z.object({
  id: z.string(),
  numero: z.number().int(),
  timestamp: z.string(),
  descripcion: z.string(),
  observaciones: z.string(),
  imagenes: z.array(auditImageSchema),
  tipoEvento: z.enum(EVENT_TYPES),
  colorEvento: z.string(),
});
export type AuditEvent = z.infer<typeof eventSchema>;

/**
 * Events as the worksheet sends them: images by id (uploaded first); numbers are given by the server, and so is
 * the id of an event sent without one (a blank id counts as none).
 */
export const eventInputSchema = z.strictObject({
  id: z.string().overwrite(trimText).max(100).optional(),
  numero: z.number().int().optional(),
  timestamp: z.string().max(100).default(''),
  descripcion: z.string().max(10_000).default(''),
  observaciones: z.string().max(10_000).default(''),
  tipoEvento: z.enum(EVENT_TYPES).default('infraccion-menor'),
  colorEvento: z.string().optional(),
  imagenes: z
    .array(z.object({ id: idNumber }).loose())
    .max(50)
    .default([]),
});

const worksheetFields = {
  eventos: z.array(eventInputSchema).max(500).default([]),
  observacionesFinales: z.string().max(20_000).default(''),
  sucursalDetails: z.string().max(20_000).default(''),
  canalesVision: z.string().max(5000).default(''),
};

export const draftRequestSchema = z.strictObject(worksheetFields);
export type DraftRequest = z.infer<typeof draftRequestSchema>;
/** PUT /audits/{id}/draft: when the worksheet was saved. */
export const draftResponseSchema = okMessageSchema.extend({ guardadoEn: z.string() });

export const completeRequestSchema = z.strictObject({
  ...worksheetFields,
  /** Minutes the browser counted; the server keeps its own measure. */
  tiempoTrabajado: z.number().min(0).optional(),
  estado: z.enum(['terminada', 'pausada']).default('terminada'),
  razonPausa: z.string().overwrite(trimText).max(1000).optional(),
  fechaPausa: z.string().optional(),
});
export type CompleteRequest = z.infer<typeof completeRequestSchema>;

export const pauseReasonProblem = 'Por favor, especifica la razón para pausar';

export const templateResponseSchema = z.object({
  success: z.literal(true),
  auditoria: auditSchema,
  eventos: z.array(eventSchema),
  observacionesFinales: z.string(),
  sucursalDetails: z.string(),
  canalesVision: z.string(),
  archivosAdjuntos: z.array(
    attachmentSchema.extend({ name: z.string(), size: z.number().int(), type: z.string() }),
  ),
  tiempoTrabajadoSegundos: z.number().int(),
  borradorGuardadoEn: z.string().nullable(),
  instrucciones: z.string().nullable(),
});

/** PUT /audits/supervisor/{id}/generate-pdf-for-client: the name of the client's final PDF, kept. */
export const clientPdfResponseSchema = z.object({ success: z.literal(true), pdfFileName: z.string() });

export const imageUploadRequestSchema = z.strictObject({
  /** A data URL (data:image/jpeg;base64,...) or plain base64 of a JPEG or PNG. */
  data: z.string().min(10).max(2_000_000),
  name: z.string().overwrite(trimText).max(200).default('imagen.jpg'),
});
export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), name: z.string(), size: z.number().int() }),
});

export const assignRequestSchema = z.strictObject({
  operadorId: idSchema({ required: 'Elegí un operador' }),
});

export const timelineEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  de: z.enum(AUDIT_STATES).nullable(),
  a: z.enum(AUDIT_STATES).nullable(),
  nota: z.string().nullable(),
});
export const timelineResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(timelineEntrySchema),
});

export const nextAvailableResponseSchema = z.object({
  success: z.literal(true),
  data: auditSchema.nullable(),
  puedeTomar: z.boolean(),
  motivo: z.string().nullable(),
  conteo: z.object({
    asignadas: z.number().int(),
    enProceso: z.number().int(),
    pausadas: z.number().int(),
    disponibles: z.number().int(),
  }),
});

export const auditIdParamsSchema = z.strictObject({ id: idFromText });
export const attachmentParamsSchema = z.strictObject({
  id: idFromText,
  fileName: z.string().min(1).max(300),
});
export const imageParamsSchema = z.strictObject({
  id: idFromText,
  imageId: idFromText,
});

/** Editing: every field optional and without defaults (a missing priority stays as it is). */
export const auditEditFormSchema = auditFormSchema
  .partial()
  .extend({ prioridad: z.enum(PRIORITIES).optional() });
