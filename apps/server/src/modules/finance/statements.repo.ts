import { ACCOUNT_STATEMENT_COMPLETED_STATES } from '@auditorias/domain/finance/account-statement';
import { sql } from 'drizzle-orm';
import type { AuditRow } from './finance-core';

/**
 * The states a statement counts as completed (`ACCOUNT_STATEMENT_COMPLETED_STATES`), as literals (constants of the
 * domain, never input) so the planner still matches the partial indexes of the client's lists.
 */
export const COMPLETED_SQL = sql.raw(ACCOUNT_STATEMENT_COMPLETED_STATES.map((e) => `'${e}'`).join(', '));

/** What prices an audit of a statement (aliased `a`, its branch `b`): the columns of `STATEMENT_PRICE_SQL`. */
export interface StatementPriceRow {
  prioridad: AuditRow['prioridad'];
  gratis: boolean;
  costo_final: string | null;
  costo_estimado: string | null;
  precio_normal: string | null;
  precio_prioritaria: string | null;
  precio_urgente: string | null;
}
export const STATEMENT_PRICE_SQL = sql`a.prioridad, a.gratis_para_cliente as gratis, a.costo_final, a.costo_estimado,
  b.precio_normal, b.precio_prioritaria, b.precio_urgente`;
