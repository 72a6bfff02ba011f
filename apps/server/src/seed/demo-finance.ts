import { DEFAULT_PRICING } from '@auditorias/domain/clients/pricing';
import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { collectionLines, expenseLines, manualIncomeLines } from '@auditorias/domain/finance/entries';
import { argentineMonth, packageKey } from '@auditorias/domain/finance/fixed-package';
import { argentineDay } from '@auditorias/domain/format/locale';
import { commissionPaymentConcept, commissionPaymentLines } from '@auditorias/domain/salaries/commissions';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type audits, expenses } from '../db/schema/index';
import { isIncludedInPackage, postDelivery, postEntries } from '../modules/finance/ledger';
import { sqlRowsOf } from '../modules/finance/sql';

type AuditRow = typeof audits.$inferSelect;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * What the demo's money actions were, as the routes that make them would have been called (who, when, the body,
 * what it made), for their records in the activity log (`demo-activity.ts`).
 */
export interface DemoMoneyActions {
  /** The collection of the paid audit: its month's package (`/finanzas/cobrar-abono`) or the audit itself. */
  collection: {
    at: Date;
    by: number;
    clientId: number;
    auditId: number;
    package: { mes: number; anio: number } | null;
  } | null;
  expenses: Array<{ id: number; at: Date; by: number; body: Record<string, unknown> }>;
  income: { entryId: number; at: Date; by: number; body: Record<string, unknown> };
  /** The payment of an operator's commissions (`/finanzas/pagar-comisiones`), when there was one to pay. */
  commissions: { operadorId: number; at: Date; by: number; body: Record<string, unknown> } | null;
}

/**
 * The demo's money, posted through the ledger functions the product uses: the deliveries of the delivered and the
 * collected audits (Demo Sur is on the four-fixed-audits system, so its delivery falls in the month's package,
 * which it paid), two expenses, a client's manual income and the payment of the collected audit's operator's
 * commissions (the other operator's stay owed: Personal shows both states). A contable signing in sees real figures.
 */
export async function seedDemoFinance(
  tx: DbOrTx,
  ids: { admin: number; supervisor: number; contable: number },
  demo: { entregada: AuditRow; facturada: AuditRow },
  now = new Date(),
): Promise<DemoMoneyActions> {
  let collection: DemoMoneyActions['collection'] = null;
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  for (const audit of [demo.entregada, demo.facturada]) {
    await postDelivery(tx, audit, audit.costoFinal ?? 0, DEFAULT_PRICING, ids.supervisor, undefined, {
      at: audit.fechaEntrega ?? now,
    });
  }
  const paid = demo.facturada;
  const paidAt = paid.fechaPago ?? now;
  const paidOn = argentineDay(paidAt);
  if (await isIncludedInPackage(tx, paid.id)) {
    // The client paid its package of the month (the audit is one of the four it covers).
    const month = argentineMonth(paid.fechaEntrega ?? now);
    const key = packageKey({ clientId: paid.clientId, branchId: null }, month);
    const [pkg] = await sqlRowsOf<{ id: string; monto: string }>(
      tx,
      sql`select e.id, l.amount as monto from ledger_entries e join ledger_lines l on l.entry_id = e.id
          where e.idempotency_key = ${key} and l.account = '1201'`,
    );
    if (pkg) {
      await postEntries(tx, [
        {
          kind: 'cobro',
          description: `Cobro del abono mensual ${key.slice(-7)} (4 auditorías fijas)`,
          lines: collectionLines({ auditId: null, clientId: paid.clientId, monto: Number(pkg.monto) }),
          occurredOn: paidOn,
          createdBy: ids.admin,
          clientId: paid.clientId,
          meta: { abono: key, parcial: false },
        },
      ]);
      collection = {
        at: paidAt,
        by: ids.admin,
        clientId: paid.clientId,
        auditId: paid.id,
        package: { mes: Number(month.slice(5, 7)), anio: Number(month.slice(0, 4)) },
      };
    }
  } else if ((paid.costoFinal ?? 0) > 0) {
    await postEntries(tx, [
      {
        kind: 'cobro',
        description: `Cobro: ${paid.titulo}`,
        lines: collectionLines({ auditId: paid.id, clientId: paid.clientId, monto: paid.costoFinal ?? 0 }),
        occurredOn: paidOn,
        createdBy: ids.admin,
        auditId: paid.id,
        clientId: paid.clientId,
        meta: { tarifa: null, parcial: false },
      },
    ]);
    collection = { at: paidAt, by: ids.admin, clientId: paid.clientId, auditId: paid.id, package: null };
  }

  const gastos = [
    {
      descripcion: 'Abono de fibra óptica de la central de monitoreo',
      monto: 8_500_000,
      categoria: 'servicios' as const,
      explicacion: 'Servicio mensual de internet dedicado para ver los DVR de los clientes.',
      fecha: argentineDay(at(6 * DAY)),
      createdBy: ids.contable,
      createdAt: at(6 * DAY - 38 * MINUTE),
    },
    {
      descripcion: 'Licencias del software de videovigilancia',
      monto: 12_000_000,
      categoria: 'operativo' as const,
      explicacion: 'Renovación anual de 10 puestos de operador.',
      fecha: argentineDay(at(12 * DAY)),
      createdBy: ids.admin,
      createdAt: at(12 * DAY - 131 * MINUTE),
    },
  ];
  const expenseActions: DemoMoneyActions['expenses'] = [];
  for (const { createdAt, ...g } of gastos) {
    const [entryId] = await postEntries(tx, [
      {
        kind: 'gasto',
        description: `${g.descripcion} (${g.categoria})`,
        lines: expenseLines({ categoria: g.categoria, monto: g.monto }),
        occurredOn: g.fecha,
        createdBy: g.createdBy,
      },
    ]);
    const [row] = await tx
      .insert(expenses)
      .values({ ...g, entryId: entryId as number, concepto: null, createdAt, updatedAt: createdAt })
      .returning({ id: expenses.id });
    expenseActions.push({
      id: row?.id ?? 0,
      at: createdAt,
      by: g.createdBy,
      // What the expense form sends: pesos.
      body: {
        descripcion: g.descripcion,
        monto: g.monto / 100,
        categoria: g.categoria,
        explicacion: g.explicacion,
      },
    });
  }
  const income = {
    titulo: 'Instalación de cámaras adicionales en Sucursal Belgrano',
    monto: 15_000_000,
    fecha: argentineDay(at(10 * DAY)),
  };
  const [incomeId] = await postEntries(tx, [
    {
      kind: 'ingreso_manual',
      description: income.titulo,
      lines: manualIncomeLines({ clientId: demo.entregada.clientId, monto: income.monto }),
      occurredOn: income.fecha,
      createdBy: ids.admin,
      clientId: demo.entregada.clientId,
    },
  ]);
  const commissions = await payDemoCommissions(tx, paid, ids.contable, at(2 * DAY));
  return {
    collection,
    commissions,
    expenses: expenseActions,
    income: {
      entryId: incomeId ?? 0,
      at: at(10 * DAY - 86 * MINUTE),
      by: ids.admin,
      // What the manual income form sends: pesos.
      body: {
        clienteId: demo.entregada.clientId,
        titulo: income.titulo,
        costoFinal: income.monto / 100,
        fecha: income.fecha,
        estadoPago: 'pagada',
        tipo: 'ingreso_manual',
      },
    },
  };
}

/**
 * The contable paid the commissions of an audit's operator in full (2101 against cash out, as
 * /finanzas/pagar-comisiones posts it), when that operator is owed exactly what the audit accrued.
 */
async function payDemoCommissions(
  tx: DbOrTx,
  audit: AuditRow,
  by: number,
  at: Date,
): Promise<DemoMoneyActions['commissions']> {
  if (audit.operadorId === null) return null;
  const operadorId = audit.operadorId;
  const [row] = await sqlRowsOf<{ owed: string; name: string }>(
    tx,
    sql`select coalesce(-sum(amount), 0)::text as owed, (select name from users where id = ${operadorId}) as name
          from ledger_lines where account = ${ACCOUNTS.operadoresAPagar} and user_id = ${operadorId}`,
  );
  const monto = Number(row?.owed ?? 0);
  if (monto <= 0 || !row) return null;
  await postEntries(tx, [
    {
      kind: 'comision_pago',
      description: commissionPaymentConcept(row.name, 'Pago Total'),
      lines: commissionPaymentLines({ userId: operadorId, monto }),
      occurredOn: argentineDay(at),
      createdBy: by,
      meta: { operadorId, tipoPago: 'Pago Total' },
    },
  ]);
  // What the dialog sends: pesos.
  return {
    operadorId,
    at,
    by,
    body: { operadorId, tipoPago: 'Pago Total', monto: monto / 100, fecha: argentineDay(at) },
  };
}
