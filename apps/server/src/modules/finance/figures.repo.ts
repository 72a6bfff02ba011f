import { monthKey } from '@auditorias/domain/finance/figures';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { TOTAL } from './finance.repo';
import { sqlRowsOf } from './sql';

/** The reads of the month's and year's figures (figures.service.ts), all from the kept monthly balances. */

/** Every account's total per month of a year (months before it summed as '0000-00'), from the kept balances. */
export function yearAmountRows(db: DbOrTx, first: string, last: string) {
  return sqlRowsOf<{ account: string; month: string; amount: string }>(
    db,
    sql`select account, case when month < ${first}::date then '0000-00' else to_char(month, 'YYYY-MM') end as month,
            sum(amount) as amount
          from ledger_month_balances
          where client_id = ${TOTAL} and month <= ${last}::date
          group by 1, 2`,
  );
}

/** Every account's balance at the end of the month starting on `first`. */
export function accountTotalsUpTo(db: DbOrTx, first: string) {
  return sqlRowsOf<{ account: string; total: string }>(
    db,
    sql`select account, sum(amount) as total from ledger_month_balances
          where client_id = ${TOTAL} and month <= ${first}::date group by account`,
  );
}

/** Every account's movement within one month. */
export function monthAccountTotals(db: DbOrTx, anio: number, mes: number) {
  return sqlRowsOf<{ account: string; total: string }>(
    db,
    sql`select account, sum(amount) as total from ledger_month_balances
          where client_id = ${TOTAL} and month = ${`${monthKey(anio, mes)}-01`}::date group by account`,
  );
}
