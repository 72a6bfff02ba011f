import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { financeFigures, monthKey } from '@auditorias/domain/finance/figures';
import type { MonthPeriod } from '@auditorias/domain/finance/periods';
import type { MonthSnapshot } from '@auditorias/domain/finance/reconciliation';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthAmounts } from './finance.repo';
import { sqlRowsOf } from './sql';

/**
 * The reads of the reconciliation check that no screen makes (docs/decisions.md, "Conciliación"): the ledger's
 * balance, the closed months and what was kept of them at close. Every other figure the check compares comes from
 * the services the screens call.
 */

/**
 * A month's figures as the Balance reads them (`monthAmounts` + `financeFigures`, what `GET /finanzas/dashboard`
 * answers) and its salary records: kept when the month is closed, read again by the check. In the caller's
 * transaction (the close takes it in its own).
 */
export async function monthSnapshot(db: DbOrTx, p: MonthPeriod): Promise<MonthSnapshot> {
  const month = monthKey(p.anio, p.mes);
  const [figures, salaries] = [
    financeFigures(await monthAmounts(db, month), month),
    await sqlRowsOf<{ n: number; total: string | null }>(
      db,
      sql`select count(*)::int as n, sum(sueldo_final) as total from salary_records
          where mes = ${p.mes} and anio = ${p.anio}`,
    ),
  ];
  return {
    ...figures,
    sueldosDelMes: Number(salaries[0]?.total ?? 0),
    cantidadSueldos: Number(salaries[0]?.n ?? 0),
  };
}

/**
 * Every client whose receivable balance in the ledger is not 0 (a client that paid more than it owes included,
 * which the clients' debts list leaves out): the statements the check reads besides the listed ones.
 */
export async function clientsWithReceivableBalance(
  db: DbOrTx,
): Promise<Array<{ id: number; nombre: string }>> {
  const rows = await sqlRowsOf<{ id: number; nombre: string }>(
    db,
    sql`select c.id, c.nombre from clients c
        join (select client_id from ledger_month_balances
              where client_id > 0 and account = ${ACCOUNTS.cuentasACobrar}
              group by client_id having sum(amount) <> 0) b on b.client_id = c.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), nombre: r.nombre }));
}

/** The closed months, oldest first, with the figures kept by their latest close (null when none was kept). */
export async function closedMonthsWithSnapshots(
  db: DbOrTx,
): Promise<Array<MonthPeriod & { snapshot: unknown }>> {
  const rows = await sqlRowsOf<{ mes: number; anio: number; snapshot: unknown }>(
    db,
    sql`select p.mes, p.anio,
          (select a.details->'cifras' from activity_log a
            where a.target_type = 'periodo'
              and a.target_id = lpad(p.anio::text, 4, '0') || '-' || lpad(p.mes::text, 2, '0')
              and a.action = 'period_close' and a.at >= p.closed_at - interval '1 minute'
            order by a.at desc, a.id desc limit 1) as snapshot
        from closed_periods p
        order by p.anio, p.mes`,
  );
  return rows.map((r) => ({ mes: Number(r.mes), anio: Number(r.anio), snapshot: r.snapshot }));
}

/**
 * The ledger's balance in one pass over its lines: debits, credits, and how many entries do not sum to 0 or have
 * no line; then, only when there are some, the first `limit` of them.
 */
export async function ledgerBalance(db: DbOrTx, limit: number) {
  const [totals] = await sqlRowsOf<{ debitos: string | null; suma: string | null; malos: number }>(
    db,
    sql`with p as (
          select e.id, coalesce(sum(l.amount), 0) as s, coalesce(sum(l.amount) filter (where l.amount > 0), 0) as d,
                 count(l.id) as n
          from ledger_entries e left join ledger_lines l on l.entry_id = e.id
          group by e.id)
        select sum(d) as debitos, sum(s) as suma, (count(*) filter (where s <> 0 or n = 0))::int as malos from p`,
  );
  const debitos = Number(totals?.debitos ?? 0);
  const creditos = debitos - Number(totals?.suma ?? 0);
  const malos = Number(totals?.malos ?? 0);
  const desbalanceados =
    malos === 0
      ? []
      : await sqlRowsOf<{ id: number; descripcion: string; fecha: string; suma: string; lineas: number }>(
          db,
          sql`select e.id, e.description as descripcion, e.occurred_on::text as fecha,
                coalesce(sum(l.amount), 0) as suma, count(l.id)::int as lineas
              from ledger_entries e left join ledger_lines l on l.entry_id = e.id
              group by e.id
              having coalesce(sum(l.amount), 0) <> 0 or count(l.id) = 0
              order by e.id
              limit ${limit}`,
        );
  return {
    debitos,
    creditos,
    desbalanceadosTotal: malos,
    desbalanceados: desbalanceados.map((e) => ({
      id: Number(e.id),
      descripcion: e.descripcion,
      fecha: e.fecha,
      suma: Number(e.suma),
      lineas: Number(e.lineas),
    })),
  };
}
