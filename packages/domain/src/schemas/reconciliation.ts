import { z } from 'zod';
import { monthQueryShape } from './common';

/**
 * GET /finanzas/conciliacion?mes&anio (docs/decisions.md, "Conciliación"): every invariant between the figures of
 * the finance, salary and staff screens, OK or the difference, with the rows behind it. Money in pesos, hours in
 * hours, counts as counts (each row and invariant says its `unidad`).
 */
export const reconciliationQuerySchema = z.object(monthQueryShape);

const unit = z.enum(['pesos', 'horas', 'cantidad']);
const side = z.object({ etiqueta: z.string(), valor: z.number() });

export const reconciliationRowSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  unidad: unit,
  izquierda: z.number().nullable(),
  derecha: z.number().nullable(),
  diferencia: z.number(),
});
export type ReconciliationRowDto = z.infer<typeof reconciliationRowSchema>;

export const invariantSchema = z.object({
  clave: z.enum([
    'estados_de_cuenta',
    'total_cuentas_a_cobrar',
    'sueldos_pendientes',
    'insumos_de_sueldos',
    'libro_balanceado',
    'meses_cerrados',
  ]),
  titulo: z.string(),
  descripcion: z.string(),
  aplica: z.boolean(),
  ok: z.boolean(),
  unidad: unit,
  izquierda: side,
  derecha: side,
  diferencia: z.number(),
  /** What the rows' two columns hold. */
  columnas: z.object({ izquierda: z.string(), derecha: z.string() }),
  filas: z.array(reconciliationRowSchema),
  filasTotal: z.number().int(),
  filasConDiferencia: z.number().int(),
  nota: z.string().nullable(),
});
export type InvariantDto = z.infer<typeof invariantSchema>;

export const reconciliationResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  ok: z.boolean(),
  generadoEn: z.string(),
  /** How long the check took (milliseconds). */
  duracionMs: z.number().int(),
  invariantes: z.array(invariantSchema),
});
export type ReconciliationDto = z.infer<typeof reconciliationResponseSchema>;
