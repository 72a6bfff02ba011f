import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { EntryDraft } from '../modules/finance/ledger';
import { sqlCount, sqlRows } from './database';

/** How many entries the ledger has. */
export const ledgerEntries = (db: Db) => sqlCount(db, sql`select count(*)::int as n from ledger_entries`);

/** How many ledger entries do not balance (their lines do not add up to zero): always none. */
export const unbalancedEntries = (db: Db) =>
  sqlCount(
    db,
    sql`select count(*)::int as n from (select entry_id from ledger_lines group by entry_id having sum(amount) <> 0) x`,
  );

/**
 * An audit's money in the ledger (centavos): the charge to the client, what was collected, what the client still
 * owes, the operator's pay and what is still owed to the operator.
 */
export async function auditLedger(db: Db, id: number) {
  const [row] = await sqlRows<{ cargo: string; cobrado: string; saldo: string; pago: string; deber: string }>(
    db,
    sql`select coalesce(-sum(amount) filter (where account = '4101'), 0) as cargo,
               coalesce(sum(amount) filter (where account = '1101'), 0) as cobrado,
               coalesce(sum(amount) filter (where account = '1201'), 0) as saldo,
               coalesce(sum(amount) filter (where account = '5101'), 0) as pago,
               coalesce(-sum(amount) filter (where account = '2101'), 0) as deber
        from ledger_lines where audit_id = ${id}`,
  );
  return {
    cargo: Number(row?.cargo),
    cobrado: Number(row?.cobrado),
    saldo: Number(row?.saldo),
    pago: Number(row?.pago),
    deber: Number(row?.deber),
  };
}

/** The money columns of an audit's row, as stored. */
export async function auditMoneyColumns(db: Db, id: number) {
  const [row] = await sqlRows<{
    estado: string;
    estado_pago: string | null;
    costo_final: string | null;
    gratis: boolean;
    fecha_pago: Date | null;
    prioridad: string;
  }>(
    db,
    sql`select estado, estado_pago, costo_final, gratis_para_cliente as gratis, fecha_pago, prioridad from audits where id = ${id}`,
  );
  return row;
}

/**
 * A salary configuration of March 2026 (POST /api/sueldos/configurar) for an operator: $25.000 by objectives with
 * no objective, a percentage plus left blank, the 7th and 8th marked as rest days, no vacation.
 */
export const marchSalaryConfig = (operadorId: number | undefined) => ({
  operadorId,
  mes: 3,
  anio: 2026,
  sueldoReferencia: '25000',
  tipoPago: 'objetivos',
  plusTipo: 'porcentaje',
  plusPorcentaje: '',
  objetivoAuditorias: 0,
  francosMarcados: '7,8',
  diasVacaciones: 0,
});

/** A valid office expense of the day `fecha` (POST /api/gastos). */
export const officeExpense = (fecha: string) => ({
  descripcion: 'Gasto',
  monto: 100,
  categoria: 'operativo',
  fecha,
  explicacion: 'Compra de insumos de oficina',
});

/** A valid expense of today (POST /api/gastos): the office's electricity bill. */
export const LIGHT_BILL = {
  descripcion: 'Luz',
  monto: 100,
  categoria: 'servicios',
  explicacion: 'Factura de luz de la oficina',
};

/**
 * A salary payment as the salaries module posts it (`postEntries`): the salaries payable of the person (2201)
 * against cash out (1102), in centavos.
 */
export const salaryPayment = (
  description: string,
  userId: number | undefined,
  centavos: number,
  createdBy: number | undefined,
): EntryDraft => ({
  kind: 'gasto',
  description,
  lines: [
    { account: '2201', amount: centavos, userId: userId as number },
    { account: '1102', amount: -centavos },
  ],
  createdBy: createdBy as number,
});
