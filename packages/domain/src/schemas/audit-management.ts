import { z } from 'zod';
import { AUDIT_STATES, ORIGINS } from '../audits/states';
import { PRIORITIES } from '../clients/constants';
import { auditSchema, eventInputSchema } from './audits';
import { pageQueryShape } from './lists';

export const CORRECTION_COMMENT_REQUIRED =
  '❌ Debe escribir un comentario explicando qué necesita corregir el operador';

export const returnRequestSchema = z.strictObject({
  reason: z
    .string({ error: CORRECTION_COMMENT_REQUIRED })
    .trim()
    .min(1, CORRECTION_COMMENT_REQUIRED)
    .max(2000),
});

const supervisorEdits = {
  titulo: z.string().trim().min(1, 'El título es obligatorio').max(200).optional(),
  eventosEditados: z.array(eventInputSchema).max(500).optional(),
  observacionesFinales: z.string().max(20_000).optional(),
  observacionesSupervisor: z.string().max(20_000).optional(),
  sucursalDetails: z.string().max(20_000).optional(),
  canalesVision: z.string().max(5000).optional(),
};
export const supervisorSaveRequestSchema = z.strictObject(supervisorEdits);
export const supervisorApproveRequestSchema = z.strictObject({
  ...supervisorEdits,
  wordApproved: z.boolean().optional(),
});
export type SupervisorEdits = z.infer<typeof supervisorApproveRequestSchema>;

export const sendToClientRequestSchema = z.strictObject({
  observacionesSupervisor: z.string().trim().max(20_000).optional(),
});

export const reassignRequestSchema = z.strictObject({
  /** null sends the audit back to the queue (pendiente) with nobody. */
  operadorId: z.number().int().positive().nullable(),
  mensaje: z.string().trim().max(2000).optional(),
  prioridad: z.enum(PRIORITIES).optional(),
  /** From the transit panel the new operator must differ from the current one. */
  desdeTransito: z.boolean().optional(),
});

export const toggleFreeRequestSchema = z.strictObject({
  gratisParaCliente: z.boolean(),
  motivo: z.string().trim().max(1000).optional(),
});

export const addMessageRequestSchema = z.strictObject({
  mensaje: z
    .string({ error: 'El mensaje no puede estar vacío' })
    .trim()
    .min(1, 'El mensaje no puede estar vacío')
    .max(2000),
  tipo: z.enum(['general', 'operador', 'supervisor']).default('general'),
});

export const deleteAuditRequestSchema = z.strictObject({
  type: z.enum(['cleanup', 'correction']).optional(),
  razon: z.string().trim().max(1000).optional(),
});

export const managementQuerySchema = z.strictObject({
  edad: z.enum(['todas', 'antiguas', 'recientes']).default('todas'),
  desde: z.iso.date().optional(),
  hasta: z.iso.date().optional(),
  /** States separated by commas; an unknown state is a Spanish 400, never an enum cast failing in the database. */
  estado: z
    .string()
    .max(200)
    .refine((v) => v === '' || v.split(',').every((s) => (AUDIT_STATES as readonly string[]).includes(s)), {
      error: `Estado desconocido: los estados válidos son ${AUDIT_STATES.join(', ')}`,
    })
    .optional(),
  search: z.string().trim().max(100).optional(),
  ...pageQueryShape,
});

export const queueQuerySchema = z.strictObject({ origen: z.enum(ORIGINS).optional() });
export const queueResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditSchema),
  stats: z.object({
    total: z.number().int(),
    porOrigen: z.object({
      cliente: z.number().int(),
      programada: z.number().int(),
      normal: z.number().int(),
    }),
    pendientesValidacion: z.number().int(),
  }),
});

export const editQueueRequestSchema = z.strictObject({
  titulo: z.string().trim().min(1, 'El título es obligatorio').max(200).optional(),
  descripcion: z.string().trim().max(5000).optional(),
  prioridad: z.enum(PRIORITIES).optional(),
  fechaSolicitada: z.iso.date().optional(),
  fechaProgramada: z.iso.date().nullable().optional(),
  observaciones: z.string().trim().max(5000).optional(),
});

export const enableTransitRequestSchema = z.strictObject({
  operadorId: z.number().int().positive().nullable().optional(),
  fechaProgramada: z.iso.date().nullable().optional(),
  prioridad: z.enum(PRIORITIES).optional(),
});
