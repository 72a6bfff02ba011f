import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import {
  type MonthAmount,
  STAFF_PAYABLE_ACCOUNTS,
  type StaffPayableRow,
} from '@auditorias/domain/finance/figures';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audits } from '../../db/schema/index';
import { sqlRowsOf } from './sql';

/** The client_id of the monthly balances that hold each account's total of the month. */
export const TOTAL = -1;

/**
 * The month figures read the maintained balances, never the lines: per account, what the month itself holds and
 * what every earlier month holds (two rows per account at most, whatever the history).
 */
export function monthAmountsQuery(month: string) {
  const first = `${month}-01`;
  return sql`select account,
          sum(amount) filter (where month = ${first}::date) as mes,
          sum(amount) filter (where month < ${first}::date) as antes
        from ledger_month_balances
        where client_id = ${TOTAL} and account in (${sql.join(
          [
            ACCOUNTS.cajaEntradas,
            ACCOUNTS.cajaSalidas,
            ACCOUNTS.cuentasACobrar,
            ACCOUNTS.sueldosAPagar,
            ACCOUNTS.operadoresAPagar,
            ACCOUNTS.gastoOperativo,
            ACCOUNTS.gastoAdministrativo,
            ACCOUNTS.gastoImpuestos,
            ACCOUNTS.gastoServicios,
            ACCOUNTS.gastoOtros,
          ].map((a) => sql`${a}`),
          sql`, `,
        )})
          and month <= ${first}::date
        group by account`;
}

export async function monthAmounts(db: DbOrTx, month: string): Promise<MonthAmount[]> {
  const rows = await sqlRowsOf<{ account: string; mes: string | null; antes: string | null }>(
    db,
    monthAmountsQuery(month),
  );
  const out: MonthAmount[] = [];
  for (const r of rows) {
    if (r.mes !== null) out.push({ account: r.account, month, amount: Number(r.mes) });
    if (r.antes !== null) out.push({ account: r.account, month: '0000-00', amount: Number(r.antes) });
  }
  return out;
}

/** A client's balances per account, all months (the statement's totals). */
export function clientBalancesQuery(clientId: number) {
  return sql`select account, sum(amount) as total from ledger_month_balances
        where client_id = ${clientId} and account in (${ACCOUNTS.cuentasACobrar}, ${ACCOUNTS.ingresosAuditorias}, ${ACCOUNTS.cajaEntradas})
        group by account`;
}

export async function clientBalances(db: DbOrTx, clientId: number): Promise<Map<string, number>> {
  const rows = await sqlRowsOf<{ account: string; total: string }>(db, clientBalancesQuery(clientId));
  return new Map(rows.map((r) => [r.account, Number(r.total)]));
}

/**
 * What each employee is owed at the end of a month ('YYYY-MM'): the sum of their lines on 2201 Sueldos a pagar and
 * 2101 Operadores a pagar dated up to the month's last day, one row per employee and account (`pendingSalaries`
 * in the domain turns them into the Personal tab's list; its total is the Balance's 'Sueldos pendientes', which
 * reads the same lines kept summed in `ledger_month_balances`). When nothing is dated after the month (the current
 * month, as a rule) the lines are summed without reading their entries: about half the time (0.7 s against 1.5 s
 * for a million deliveries, measured on a synthetic table).
 */
export async function staffPayables(db: DbOrTx, month: string): Promise<StaffPayableRow[]> {
  const next = sql`(${`${month}-01`}::date + interval '1 month')`;
  const accounts = sql.join(
    STAFF_PAYABLE_ACCOUNTS.map((a) => sql`${a}`),
    sql`, `,
  );
  const [later] = await sqlRowsOf<{ x: boolean }>(
    db,
    sql`select exists (select 1 from ledger_entries where occurred_on >= ${next}) as x`,
  );
  const rows = await sqlRowsOf<{ user_id: number | null; account: string; amount: string }>(
    db,
    later?.x
      ? sql`select l.user_id, l.account, sum(l.amount) as amount
            from ledger_lines l join ledger_entries e on e.id = l.entry_id
            where l.account in (${accounts}) and e.occurred_on < ${next}
            group by l.user_id, l.account`
      : sql`select l.user_id, l.account, sum(l.amount) as amount
            from ledger_lines l where l.account in (${accounts})
            group by l.user_id, l.account`,
  );
  return rows.map((r) => ({
    userId: r.user_id === null ? null : Number(r.user_id),
    account: r.account,
    amount: Number(r.amount),
  }));
}

/** An audit's row (the money writes answer its payment view from it). */
export function auditRow(db: DbOrTx, id: number) {
  return db.select().from(audits).where(eq(audits.id, id));
}

/** An audit's row, locked for the rest of the transaction (deleted or not). */
export function lockAuditRow(db: DbOrTx, id: number) {
  return db.select().from(audits).where(eq(audits.id, id)).for('update');
}
