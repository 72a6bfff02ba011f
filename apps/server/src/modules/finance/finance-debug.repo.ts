import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { salaryRecords, users } from '../../db/schema/index';
import { INCLUDED_SQL } from './fixed-package';
import { sqlRowsOf } from './sql';

/** The reads of '/finanzas-debug' (finance-debug.service.ts). */

/** A page of the delivered unpaid audits, newest number first, with their receivable balance. */
export function unpaidAuditsPage(db: DbOrTx, after: number | null, limit: number) {
  return sqlRowsOf<{
    id: number;
    titulo: string;
    client_id: number;
    nombre: string;
    estado: string;
    estado_pago: string | null;
    costo_final: string | null;
    saldo: string;
    incluida: boolean;
    fecha_entrega: Date | string | null;
  }>(
    db,
    sql`select a.id, a.titulo, a.client_id, cl.nombre, a.estado, a.estado_pago, a.costo_final, a.fecha_entrega,
              (select coalesce(sum(l.amount), 0) from ledger_lines l where l.audit_id = a.id and l.account = ${ACCOUNTS.cuentasACobrar}) as saldo,
              ${INCLUDED_SQL} as incluida
            from audits a join clients cl on cl.id = a.client_id
            where a.deleted_at is null and a.aprobada and a.estado in ('entregada', 'terminada')
              and a.estado_pago is distinct from 'pagada' ${after !== null ? sql`and a.id < ${after}` : sql``}
            order by a.id desc limit ${limit + 1}`,
  );
}

/** A month's salary records with the employee's name, by id. */
export function monthSalaryRows(db: DbOrTx, month: { mes: number; anio: number }, limit: number) {
  return db
    .select({
      id: salaryRecords.id,
      operadorId: salaryRecords.userId,
      operador: users.name,
      rol: salaryRecords.rol,
      mes: salaryRecords.mes,
      anio: salaryRecords.anio,
      estado: salaryRecords.estado,
      sueldoFinal: salaryRecords.sueldoFinal,
      totalPagado: salaryRecords.totalPagado,
    })
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .where(and(eq(salaryRecords.anio, month.anio), eq(salaryRecords.mes, month.mes)))
    .orderBy(salaryRecords.id)
    .limit(limit);
}
