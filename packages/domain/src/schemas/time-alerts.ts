import { z } from 'zod';
import {
  TIME_ALERT_KINDS,
  TIME_ALERT_MSG,
  TIME_ALERT_PRIORITIES,
  TIME_ALERT_RESOLUTIONS,
  TIME_ALERT_STATES,
  TIME_ALERT_TYPES,
} from '../staff/time-alerts';
import { okMessageSchema } from './common';
import { pageInfoSchema, pageQueryShape } from './lists';

/**
 * GET /time-alerts: newest first, one page at a time (list contract). `since`: only alerts raised after that
 * instant (ISO 8601 with its offset, e.g. the `createdAt` of the newest alert already shown); `estado`: only
 * alerts in that state.
 */
export const timeAlertListQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true, error: TIME_ALERT_MSG.badSince }).optional(),
  estado: z.enum(TIME_ALERT_STATES).optional(),
  ...pageQueryShape,
});
export type TimeAlertListQuery = z.infer<typeof timeAlertListQuerySchema>;

/** The time alert entity of the spec, with who saw and resolved it. Times in minutes. */
export const timeAlertSchema = z.object({
  id: z.number().int(),
  /** TIEMPO_MAYOR (shown 'EXCESO') or TIEMPO_MENOR (shown 'ANTICIPO'). */
  tipoAlerta: z.enum(TIME_ALERT_TYPES),
  tipo: z.enum(TIME_ALERT_KINDS),
  prioridad: z.enum(TIME_ALERT_PRIORITIES),
  estado: z.enum(TIME_ALERT_STATES),
  tiempoEstimado: z.number().int(),
  tiempoReal: z.number().int(),
  porcentajeReal: z.number().int(),
  mensaje: z.string(),
  auditId: z.number().int(),
  metadatos: z.object({ clienteNombre: z.string(), operadorNombre: z.string().nullable() }),
  /** The operator (or supervisor) whose working time raised it. */
  operadorAlert: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  audit: z.object({
    id: z.number().int(),
    titulo: z.string(),
    client: z.object({ id: z.number().int(), nombre: z.string() }),
    branch: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  }),
  createdAt: z.string(),
  vistaEn: z.string().nullable(),
  vistaPor: z.string().nullable(),
  resueltaEn: z.string().nullable(),
  resueltaPor: z.string().nullable(),
  resolucion: z.enum(TIME_ALERT_RESOLUTIONS).nullable(),
  nota: z.string().nullable(),
});
export type TimeAlert = z.infer<typeof timeAlertSchema>;

/** A page of alerts, and how many are pending overall (the bell's badge). */
export const timeAlertListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(timeAlertSchema),
  pendientes: z.number().int(),
  paginacion: pageInfoSchema,
});
export type TimeAlertListResponse = z.infer<typeof timeAlertListResponseSchema>;

/** PUT /time-alerts/{id}/resolve. */
export const resolveTimeAlertRequestSchema = z.strictObject({
  resolution: z.enum(TIME_ALERT_RESOLUTIONS, { error: TIME_ALERT_MSG.badResolution }),
  note: z
    .string()
    .trim()
    .max(1000, 'La nota admite hasta 1000 caracteres')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ResolveTimeAlertRequest = z.infer<typeof resolveTimeAlertRequestSchema>;

export const timeAlertResponseSchema = okMessageSchema.extend({
  data: timeAlertSchema,
});
