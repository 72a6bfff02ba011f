import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { monthKey } from '@auditorias/domain/finance/figures';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { EXPORT_MAX_ROWS } from '../../lib/export-files';
import { TOTAL } from './finance.repo';
import { INCLUDED_SQL, UNPAID_PACKAGE_SQL } from './fixed-package';
import { idArray, sqlRowsNamed, sqlRowsOf } from './sql';

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

/** A client's receivable audits of a delivery month (all, or those of `auditoriaIds`), locked, by number. */
export function lockPeriodReceivableIds(
  db: DbOrTx,
  clientId: number,
  period: string,
  auditoriaIds: readonly number[] | undefined,
) {
  const ids = auditoriaIds?.length
    ? sql` and a.id in (${sql.join(
        auditoriaIds.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql``;
  return sqlRowsOf<{ id: number }>(
    db,
    sql`select a.id from audits a where a.client_id = ${clientId} and ${RECEIVABLE_SQL}
            and ${PERIOD_SQL} = ${period}${ids} order by a.id for update`,
  );
}

/** A client's receivable audits, oldest delivery first, locked. */
export function lockClientReceivableIds(db: DbOrTx, clientId: number) {
  return sqlRowsOf<{ id: number }>(
    db,
    sql`select a.id from audits a where a.client_id = ${clientId} and ${RECEIVABLE_SQL}
          order by coalesce(a.fecha_entrega, a.fecha_solicitada::timestamptz), a.id for update`,
  );
}

/** A page of the clients with receivables or unpaid packages, by name (keyset), with the total of every client. */
export function debtClientsPage(
  db: DbOrTx,
  q: { clienteId?: number | undefined; limit: number },
  pattern: string | null,
  after: { nombre: string; id: number } | null,
) {
  return sqlRowsNamed<{
    id: number;
    nombre: string;
    abono: boolean;
    total: string | null;
  }>(
    db,
    sql`select c.id, c.nombre, rp.x is not null as abono,
            (select sum(amount) from ledger_month_balances
             where client_id = ${TOTAL} and account = ${ACCOUNTS.cuentasACobrar}) as total
          from clients c
          left join lateral (select 1 as x from receivable_audits r where r.client_id = c.id limit 1) ra on true
          left join lateral (select 1 as x from ledger_entries e where e.client_id = c.id and ${UNPAID_PACKAGE_SQL} limit 1) rp on true
          where (ra.x is not null or rp.x is not null)
            ${q.clienteId ? sql`and c.id = ${q.clienteId}` : sql``}
            ${pattern ? sql`and c.nombre ilike ${pattern}` : sql``}
            ${after ? sql`and (c.nombre, c.id) > (${after.nombre}, ${after.id})` : sql``}
          order by c.nombre, c.id
          limit ${q.limit + 1}`,
  );
}

/** Count and amount of the receivable audits of each client and delivery month. */
export function receivablePeriodsOf(db: DbOrTx, pageClients: ReadonlyArray<{ id: number }>) {
  return sqlRowsNamed<{ client_id: number; periodo: string; n: number; total: string }>(
    db,
    sql`select r.client_id, to_char(r.period, 'YYYY-MM') as periodo, count(*)::int as n, sum(r.saldo) as total
            from receivable_audits r
            where r.client_id = any(${idArray(pageClients.map((c) => c.id))}::int[])
            group by r.client_id, r.period`,
  );
}

/** The unpaid packages of fixed audits of the given clients, with their branch and what each still charges. */
export function unpaidPackagesOf(db: DbOrTx, withPackages: readonly number[]) {
  return sqlRowsNamed<{
    client_id: number;
    branch_id: number | null;
    sucursal: string | null;
    clave: string;
    description: string;
    periodo: string;
    monto: string | null;
  }>(
    db,
    sql`select e.client_id, e.branch_id, b.nombre as sucursal, e.idempotency_key as clave, e.description,
                    to_char(e.occurred_on, 'YYYY-MM') as periodo, sum(l.amount) as monto
                  from ledger_entries e
                  join ledger_lines l on l.entry_id = e.id and l.account = ${ACCOUNTS.cuentasACobrar}
                  left join branches b on b.id = e.branch_id
                  where e.client_id = any(${idArray(withPackages)}::int[]) and ${UNPAID_PACKAGE_SQL}
                  group by e.id, b.nombre
                  order by e.client_id, periodo desc, e.id`,
  );
}

/** What every client owes (1201 Cuentas a cobrar), from the kept balances. */
export function receivablesTotal(db: DbOrTx) {
  return sqlRowsNamed<{ t: string | null }>(
    db,
    sql`select sum(amount) as t from ledger_month_balances where client_id = ${TOTAL} and account = ${ACCOUNTS.cuentasACobrar}`,
  );
}

/** A page of one client's receivable audits of a delivery month, by number (keyset), with what each collected. */
export function periodReceivablesPage(
  db: DbOrTx,
  clientId: number,
  q: { mes: number; anio: number; limit: number },
  after: number,
) {
  return sqlRowsNamed<ReceivableRow>(
    db,
    sql`select a.id, a.titulo, a.sucursal, a.prioridad, a.estado, a.costo_final, a.fecha_entrega,
            a.fecha_solicitada::text as fecha_solicitada, m.cobrado, r.saldo
          from (select r.audit_id, r.saldo from receivable_audits r
                where r.client_id = ${clientId} and r.period = ${`${monthKey(q.anio, q.mes)}-01`}::date
                  and r.audit_id > ${after}
                order by r.audit_id
                limit ${q.limit + 1}) r
          join audits a on a.id = r.audit_id
          ${AUDIT_BALANCE_JOIN}
          order by a.id`,
  );
}

/** Every client owing something, with its charge and its balance, largest first. */
export function clientDebtRows(db: DbOrTx) {
  return sqlRowsOf<{ client_id: number; nombre: string; saldo: string; cargo: string }>(
    db,
    sql`select b.client_id, c.nombre,
            sum(b.amount) filter (where b.account = ${ACCOUNTS.cuentasACobrar}) as saldo,
            coalesce(-sum(b.amount) filter (where b.account = ${ACCOUNTS.ingresosAuditorias}), 0) as cargo
          from ledger_month_balances b join clients c on c.id = b.client_id
          where b.client_id > 0 and b.account in (${ACCOUNTS.cuentasACobrar}, ${ACCOUNTS.ingresosAuditorias})
          group by b.client_id, c.nombre
          having sum(b.amount) filter (where b.account = ${ACCOUNTS.cuentasACobrar}) > 0
          order by saldo desc, c.nombre`,
  );
}

/** Every receivable audit (of one client, or all) up to one more than the export maximum. */
export function receivablesForExport(db: DbOrTx, clienteId: number | undefined) {
  return sqlRowsOf<ReceivableRow & { cliente: string; periodo: string }>(
    db,
    sql`select c.nombre as cliente, to_char(r.period, 'YYYY-MM') as periodo, a.id, a.titulo, a.sucursal,
            a.prioridad, a.estado, a.costo_final, a.fecha_entrega, a.fecha_solicitada::text as fecha_solicitada,
            m.cobrado, r.saldo
          from receivable_audits r join audits a on a.id = r.audit_id join clients c on c.id = r.client_id
          ${AUDIT_BALANCE_JOIN}
          ${clienteId ? sql`where r.client_id = ${clienteId}` : sql``}
          order by c.nombre, c.id, r.period desc, a.id
          limit ${EXPORT_MAX_ROWS + 1}`,
  );
}
