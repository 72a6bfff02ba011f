import { monthKey, pendingSalaries } from '@auditorias/domain/finance/figures';
import { periodOrCurrent } from '@auditorias/domain/finance/periods';
import { monthDays } from '@auditorias/domain/salaries/calendar';
import type { FinanceEmployee } from '@auditorias/domain/schemas/finance';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { staffPayables } from './finance.repo';
import { FIN_MSG, type FinanceDeps, financeStaff, pesos } from './finance-core';
import { employeeRows, liveUserId, salaryPaymentRows, usersByIds } from './staff-pay.repo';

/** The Personal tab's money: the employees with their accrued pay, what each is owed, an employee's payments. */
export function createStaffPay(deps: FinanceDeps) {
  const { db } = deps;

  /** The employees of the Personal tab (operador, supervisor, contable) with their accrued operator pay. */
  async function employees(auth: AuthContext, roles: ReadonlyArray<'operador' | 'supervisor' | 'contable'>) {
    financeStaff(auth, 'finance_view');
    const rows = await employeeRows(db, roles);
    return rows.map(
      (r): FinanceEmployee => ({
        id: Number(r.id),
        nombre: r.name,
        username: r.username,
        email: r.email,
        rol: r.role,
        activo: r.is_active,
        comisionesDevengadas: pesos(Number(r.devengado ?? 0)),
        auditoriasEntregadas: r.entregadas,
      }),
    );
  }

  /**
   * GET /finanzas/personal/pendientes: what each employee is owed at the end of the month (unpaid salaries and
   * accrued commissions, `pendingSalaries` over `staffPayables`) and the total: the same figure as the Balance's
   * 'Sueldos pendientes'. By name; lines naming no employee last, as 'Sin empleado'.
   */
  async function staffPending(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const { mes, anio } = periodOrCurrent(q);
    const pending = pendingSalaries(await staffPayables(db, monthKey(anio, mes)));
    const ids = pending.empleados.flatMap((e) => (e.userId === null ? [] : [e.userId]));
    const people = ids.length === 0 ? [] : await usersByIds(db, ids);
    const byId = new Map(people.map((p) => [Number(p.id), p]));
    const empleados = pending.empleados
      .map((e) => {
        const who = e.userId === null ? undefined : byId.get(e.userId);
        return {
          usuarioId: e.userId,
          nombre: who?.name ?? 'Sin empleado',
          rol: who?.role ?? null,
          sueldosPendientes: pesos(e.sueldos),
          comisionesDevengadas: pesos(e.comisiones),
          total: pesos(e.total),
        };
      })
      .sort((a, b) =>
        a.usuarioId === null ? 1 : b.usuarioId === null ? -1 : a.nombre.localeCompare(b.nombre, 'es'),
      );
    return {
      mes,
      anio,
      empleados,
      totales: {
        sueldosPendientes: pesos(pending.sueldos),
        comisionesDevengadas: pesos(pending.comisiones),
        total: pesos(pending.total),
      },
    };
  }

  /**
   * GET /finanzas/pagos-empleado/{id}?mes&anio: salary payments to an employee in the month — the cash out of the
   * entries that touch its salary accounts (2201, 5201), net of reversals. 0 until salaries are posted.
   */
  async function employeePayments(
    auth: AuthContext,
    userId: number,
    q: { mes?: number | undefined; anio?: number | undefined },
  ) {
    financeStaff(auth, 'finance_view');
    const [user] = await liveUserId(db, userId);
    if (!user) throw notFound(FIN_MSG.userNotFound);
    const { mes, anio } = periodOrCurrent(q);
    const { first, next } = monthDays(mes, anio);
    const rows = await salaryPaymentRows(db, userId, first, next);
    const pagos = rows.map((r) => ({
      id: Number(r.id),
      fecha: r.fecha,
      descripcion: r.description,
      monto: pesos(Number(r.monto)),
    }));
    return {
      usuarioId: userId,
      mes,
      anio,
      totalPagado: pesos(rows.reduce((t, r) => t + Number(r.monto), 0)),
      pagos,
    };
  }

  return { employees, staffPending, employeePayments };
}
