import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { sql } from 'drizzle-orm';
import { INCLUDED_SQL } from './fixed-package';

/**
 * A receivable audit aliased `a` (the spec's rule), read live by the money writes; the lists read the kept
 * `receivable_audits`, whose definition (view `receivable_audits_live`, migration 0017) is the same rule.
 */
export const RECEIVABLE_SQL = sql`a.deleted_at is null and a.estado in ('entregada', 'terminada') and a.aprobada
  and a.estado_pago is distinct from 'pagada' and not a.gratis_para_cliente and not ${INCLUDED_SQL}`;
export const PERIOD_SQL = sql`to_char(coalesce(a.fecha_entrega at time zone 'America/Argentina/Buenos_Aires', a.fecha_solicitada::timestamp), 'YYYY-MM')`;
/** What the ledger says an audit aliased `a` collected, as `m.cobrado`: one read of ledger_lines_audit_idx. */
export const AUDIT_BALANCE_JOIN = sql`cross join lateral (
  select coalesce(sum(l.amount) filter (where l.account = ${ACCOUNTS.cajaEntradas}), 0) as cobrado
  from ledger_lines l where l.audit_id = a.id) m`;

export interface ReceivableRow {
  id: number;
  titulo: string;
  sucursal: string | null;
  prioridad: 'normal' | 'prioritaria' | 'urgente';
  estado: string;
  costo_final: string | null;
  fecha_entrega: Date | string | null;
  fecha_solicitada: string;
  cobrado: string;
  saldo: string;
}
