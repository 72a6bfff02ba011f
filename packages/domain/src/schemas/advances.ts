import { z } from 'zod';
import { monthQueryShape } from './common';
import { pageQueryShape, pageResponseSchema } from './lists';

/**
 * Advances (adelantos) to staff: the spec's Advance (usuario, usuarioId, fecha, monto, concepto), read from the
 * ledger's account 1301 Adelantos — one advance per debit line to a person that was not reversed. The spec registers
 * none ("the list is always empty and registration is not implemented"), so the list shows what the ledger holds
 * (docs/decisions.md «Advances»). Amounts in pesos.
 */
export const advanceSchema = z.object({
  id: z.number().int(),
  usuario: z.string(),
  usuarioId: z.number().int(),
  /** The Argentine day of the advance (yyyy-mm-dd). */
  fecha: z.string(),
  monto: z.number(),
  concepto: z.string(),
});
export type Advance = z.infer<typeof advanceSchema>;

/** `?mes&anio` (together: that month only; otherwise every month), `usuarioId`, and the page. */
export const advancesQuerySchema = z.strictObject({
  ...monthQueryShape,
  usuarioId: z.coerce.number().int().positive().optional(),
  ...pageQueryShape,
});
export type AdvancesQuery = z.infer<typeof advancesQuerySchema>;

export const advancesResponseSchema = pageResponseSchema('adelantos', advanceSchema);

export const ADVANCES_EMPTY = 'No hay adelantos registrados';
