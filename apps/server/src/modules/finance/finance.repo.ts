import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import type { MonthAmount } from '@auditorias/domain/finance/figures';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
