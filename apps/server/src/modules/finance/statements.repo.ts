import { ACCOUNT_STATEMENT_COMPLETED_STATES } from '@auditorias/domain/finance/account-statement';
import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { EXPORT_MAX_ROWS } from '../../lib/export-files';
import type { afterOf } from '../../lib/keyset';
import type { AuditRow } from './finance-core';
import { INCLUDED_SQL } from './fixed-package';
import { sqlRowsNamed, sqlRowsOf } from './sql';

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

/** A client's statement figures: billed and owed (kept balances) and completed audits (kept counters). */
export function clientStatementFigures(db: DbOrTx, clientId: number) {
  return sqlRowsNamed<{ facturado: string; saldo: string; completadas: string }>(
    db,
    sql`select
            (select coalesce(-sum(amount), 0) from ledger_month_balances
             where client_id = ${clientId} and account = ${ACCOUNTS.ingresosAuditorias}) as facturado,
            (select coalesce(sum(amount), 0) from ledger_month_balances
             where client_id = ${clientId} and account = ${ACCOUNTS.cuentasACobrar}) as saldo,
            (select coalesce(sum(n), 0) from audit_scope_counts
             where scope = 'c' and scope_id = ${clientId} and estado in (${COMPLETED_SQL})) as completadas`,
  );
}

/** A client's last ten standing collections with their cash. */
export function lastPayments(db: DbOrTx, clientId: number) {
  return sqlRowsNamed<{ fecha: string; monto: string; concepto: string; parcial: boolean }>(
    db,
    sql`select e.occurred_on::text as fecha, e.description as concepto,
            coalesce((e.meta->>'parcial')::boolean, false) as parcial, sum(l.amount) as monto
          from (select e.id, e.occurred_on, e.description, e.meta from ledger_entries e
                where e.client_id = ${clientId} and e.kind = 'cobro' and e.reverses_entry_id is null
                  and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
                order by e.occurred_on desc, e.id desc limit 10) e
          join ledger_lines l on l.entry_id = e.id and l.account = ${ACCOUNTS.cajaEntradas}
          group by e.id, e.occurred_on, e.description, e.meta
          order by e.occurred_on desc, e.id desc`,
  );
}

/** An operator's accrued commissions (2101 Operadores a pagar). */
export function operatorEarned(db: DbOrTx, userId: number) {
  return sqlRowsOf<{ t: string | null }>(
    db,
    sql`select -sum(amount) as t from ledger_lines where user_id = ${userId} and account = ${ACCOUNTS.operadoresAPagar}`,
  );
}

/** Every completed audit of a client (up to one more than the export maximum) with its price facts and ledger balances. */
export function statementExportRows(db: DbOrTx, clientId: number) {
  return sqlRowsOf<
    StatementPriceRow & {
      id: number;
      titulo: string;
      sucursal: string | null;
      fecha: string;
      fecha_entrega: Date | string | null;
      estado: AuditRow['estado'];
      estado_pago: AuditRow['estadoPago'];
      cobrado: string;
      saldo: string;
      incluida: boolean;
    }
  >(
    db,
    sql`select a.id, a.titulo, a.sucursal, a.fecha_solicitada::text as fecha, a.fecha_entrega, a.estado, a.estado_pago,
            ${STATEMENT_PRICE_SQL}, m.cobrado, m.saldo, ${INCLUDED_SQL} as incluida
          from audits a
          left join branches b on b.id = a.branch_id
          left join lateral (select coalesce(sum(l.amount) filter (where l.account = ${ACCOUNTS.cajaEntradas}), 0) as cobrado,
                                    coalesce(sum(l.amount) filter (where l.account = ${ACCOUNTS.cuentasACobrar}), 0) as saldo
                             from ledger_lines l where l.audit_id = a.id) m on true
          where a.client_id = ${clientId} and a.deleted_at is null and a.estado in (${COMPLETED_SQL})
          order by a.fecha_entrega desc nulls last, a.id desc
          limit ${EXPORT_MAX_ROWS + 1}`,
  );
}

/** Which list of a statement and where its page starts. */
export interface ListAsked {
  which: 'completadas' | 'pendientes';
  limit: number;
  keyset: SQL;
}

/** One list's page of a statement (newest first, keyset on created_at and id), as a branch of a `union all`. */
export type StatementBranch = (which: 'completadas' | 'pendientes', limit: number, keyset: SQL) => SQL;

/** The asked lists in one read: each branch its own page (newest first), joined by `union all`. */
export function statementListRows<T>(db: DbOrTx, asked: ListAsked[], branch: StatementBranch) {
  return sqlRowsNamed<T>(
    db,
    sql`select * from (${sql.join(
      asked.map((a) => branch(a.which, a.limit, a.keyset)),
      sql` union all `,
    )}) x order by x.lista, x.sort_at desc, x.id desc`,
  );
}

/** Where a statement list's page starts: after the last audit of the previous page (created_at, id). */
export function statementKeyset(position: ReturnType<typeof afterOf>): SQL {
  return position ? sql`and (a.created_at, a.id) < (${position.at}::timestamptz, ${position.id})` : sql``;
}

/**
 * A client's statement lists.
 * Both lists in one read: each its own page, newest first. The states a client sees as pending are neither
 * completed nor hidden from clients (CLIENT_HIDDEN), as in the partial index audits_client_pending_created_idx.
 */
export function clientStatementBranch(clientId: number): StatementBranch {
  return (which: 'completadas' | 'pendientes', limit: number, keyset: SQL) =>
    sql`(select ${which}::text as lista, a.id, a.created_at::text as at, a.created_at as sort_at, a.titulo,
             a.fecha_solicitada::text as fecha, a.estado, a.estado_pago, ${STATEMENT_PRICE_SQL},
             ${which === 'completadas' ? INCLUDED_SQL : sql`false`} as incluida
           from audits a
           left join branches b on b.id = a.branch_id
           where a.client_id = ${clientId} and a.deleted_at is null and ${
             which === 'completadas'
               ? sql`a.estado in (${COMPLETED_SQL})`
               : sql`a.estado not in (${COMPLETED_SQL}, 'terminada', 'guardado_supervisor', 'aprobada')`
           } ${keyset}
           order by a.created_at desc, a.id desc
           limit ${limit})`;
}

/** An operator's statement lists: its delivered audits and those it has in progress. */
export function operatorStatementBranch(userId: number): StatementBranch {
  return (which: 'completadas' | 'pendientes', limit: number, keyset: SQL) =>
    sql`(select ${which}::text as lista, a.id, a.created_at::text as at, a.created_at as sort_at, a.titulo,
             a.fecha_solicitada::text as fecha, a.estado, a.estado_pago, c.nombre as cliente
           from (select a.id, a.created_at, a.titulo, a.fecha_solicitada, a.estado, a.estado_pago, a.client_id
                 from audits a
                 where a.operador_id = ${userId} and a.deleted_at is null and ${
                   which === 'completadas'
                     ? sql`a.estado in ('entregada', 'facturada')`
                     : sql`a.estado in ('asignada', 'en_proceso', 'pausada', 'terminada', 'guardado_supervisor', 'aprobada')`
                 } ${keyset}
                 order by a.created_at desc, a.id desc
                 limit ${limit}) a
           join clients c on c.id = a.client_id)`;
}
