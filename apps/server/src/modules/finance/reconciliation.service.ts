import { mayUseFinance } from '@auditorias/domain/auth/access';
import { currentPeriod, type MonthPeriod, periodOrCurrent } from '@auditorias/domain/finance/periods';
import {
  type ClientReceivable,
  checkClosedMonths,
  checkLedgerBalanced,
  checkPendingSalaries,
  checkReceivablesTotal,
  checkSalaryInputs,
  checkStatements,
  type EmployeeMonthMeasures,
  type EmployeeOwed,
  type InvariantResult,
  RECONCILIATION_ROW_LIMIT,
  type ReconciliationUnit,
  reconciliation,
  snapshotOf,
} from '@auditorias/domain/finance/reconciliation';
import { pesosToCentavos } from '@auditorias/domain/money';
import type { InvariantDto, ReconciliationDto } from '@auditorias/domain/schemas/reconciliation';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.service';
import type { SalariesService } from '../salaries/salaries.service';
import type { StaffService } from '../staff/staff.service';
import type { FinanceService } from './finance.service';
import {
  clientsWithReceivableBalance,
  closedMonthsWithSnapshots,
  ledgerBalance,
  monthSnapshot,
} from './reconciliation.repo';

/**
 * The reconciliation check (docs/decisions.md, "Conciliación"): gathers every figure by calling the functions the
 * screens call (the account statement, the receivables list, the clients' debts, the Balance, the salary list, the
 * Personal tab, the staff centre) and asks the domain's comparisons (`finance/reconciliation.ts`) whether they tie.
 * Only what no screen reads (the ledger's balance, the figures kept at month close) has its own query
 * (`reconciliation.repo.ts`). Reads only: it changes nothing.
 */

/** Pages of the lists the check walks (the services cap them at their own maximum). */
const PAGE = 100;
/** Statements read at once (the pool has 10 connections; PGlite queues them anyway). */
const PARALLEL = 4;

const cents = (pesos: number | undefined | null) => pesosToCentavos(pesos ?? 0);
/** Hours (two decimals, as the staff screens round them) in hundredths. */
const centiHours = (hours: number | undefined | null) => Math.round((hours ?? 0) * 100);

/** An invariant's values for the API: money in pesos and hours in hours (hundredths in the domain). */
function toDto(r: InvariantResult): InvariantDto {
  const out = (v: number, unidad: ReconciliationUnit) => (unidad === 'cantidad' ? v : v / 100);
  return {
    ...r,
    izquierda: { ...r.izquierda, valor: out(r.izquierda.valor, r.unidad) },
    derecha: { ...r.derecha, valor: out(r.derecha.valor, r.unidad) },
    diferencia: out(r.diferencia, r.unidad),
    filas: r.filas.map((f) => ({
      ...f,
      izquierda: f.izquierda === null ? null : out(f.izquierda, f.unidad),
      derecha: f.derecha === null ? null : out(f.derecha, f.unidad),
      diferencia: out(f.diferencia, f.unidad),
    })),
  };
}

async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

export function createReconciliationService(deps: {
  db: Db;
  finance: FinanceService;
  /**
   * The salary and staff services at one fixed instant: an open session counts until "now", so both sides of a
   * comparison must read the same now (a minute turning between two reads would differ by a minute).
   */
  salariesAt: (clock: () => Date) => SalariesService;
  staffAt: (clock: () => Date) => StaffService;
  /** The present instant (tests may fix it). */
  clock?: () => Date;
}) {
  const { db, finance } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** 1 and 2: the account statements, the receivables list, the clients' debts and the Balance's receivables. */
  async function receivables(auth: AuthContext, p: MonthPeriod, isCurrent: boolean) {
    const groups: Array<{ clienteId: number; nombre: string; deuda: number }> = [];
    let totalGeneral = 0;
    let cursor: string | undefined;
    do {
      const page = await finance.debtGroups(auth, { limit: PAGE, cursor });
      for (const g of page.clientes)
        groups.push({ clienteId: g.clienteId, nombre: g.clienteNombre, deuda: cents(g.totalDeuda) });
      totalGeneral = cents(page.totalGeneral);
      cursor = page.paginacion.siguiente ?? undefined;
    } while (cursor);
    const debts = await finance.clientDebts(auth);
    const names = new Map<number, string>();
    for (const g of groups) names.set(g.clienteId, g.nombre);
    for (const d of debts.deudas) names.set(d.clienteId, d.clienteNombre);
    for (const c of await clientsWithReceivableBalance(db)) if (!names.has(c.id)) names.set(c.id, c.nombre);
    const owed = new Map(groups.map((g) => [g.clienteId, g.deuda]));
    const clients: ClientReceivable[] = await inBatches([...names], PARALLEL, async ([id, nombre]) => {
      const statement = await finance.accountStatement(auth, id, { lista: 'pendientes', limit: 1 });
      return {
        clienteId: id,
        nombre,
        saldoEstadoDeCuenta: cents(statement.estadoCuenta.saldoPendiente),
        deudaEnCuentasACobrar: owed.get(id) ?? 0,
      };
    });
    clients.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.clienteId - b.clienteId);
    const totales = [
      { clave: 'cuentas_a_cobrar', nombre: 'Total general de cuentas a cobrar', valor: totalGeneral },
      { clave: 'deudas_clientes', nombre: 'Total de deudas de clientes', valor: cents(debts.totalGeneral) },
    ];
    if (isCurrent) {
      const balance = await finance.dashboard(auth, p);
      totales.push({
        clave: 'balance',
        nombre: 'Cuentas a cobrar del Balance',
        valor: cents(balance.resumen.cuentasPorCobrar),
      });
    }
    return [checkStatements(clients), checkReceivablesTotal({ porCliente: groups, totales })] as const;
  }

  /**
   * 3: the Balance's pending salaries, the Personal tab's pending list (per employee), the salary records still
   * owed (the salary list) and the accrued commissions of the Personal tab's staff table.
   */
  async function pendingSalaries(
    auth: AuthContext,
    p: MonthPeriod,
    isCurrent: boolean,
    salaries: SalariesService,
  ) {
    const [balance, personal, people] = [
      await finance.dashboard(auth, p),
      await finance.staffPending(auth, p),
      await finance.employees(auth, ['operador', 'supervisor', 'contable']),
    ];
    const owed = new Map<number, number>();
    let earlier = 0;
    let cursor: string | undefined;
    do {
      const page = await salaries.list(auth, { limit: PAGE, cursor });
      for (const s of page.sueldos) {
        if (s.saldoPendiente <= 0 || s.anio > p.anio || (s.anio === p.anio && s.mes > p.mes)) continue;
        owed.set(s.operadorId, (owed.get(s.operadorId) ?? 0) + cents(s.saldoPendiente));
        if (s.mes !== p.mes || s.anio !== p.anio) earlier++;
      }
      cursor = page.paginacion.siguiente ?? undefined;
    } while (cursor);
    const commissions = new Map(people.map((e) => [e.id, cents(e.comisionesDevengadas)]));
    const names = new Map(people.map((e) => [e.id, e.nombre]));
    const empleados = new Map<number | null, EmployeeOwed>();
    const of = (id: number | null, nombre: string | undefined) => {
      let e = empleados.get(id);
      if (!e) {
        e = {
          id,
          nombre: nombre ?? (id === null ? 'Sin empleado' : `Usuario #${id}`),
          personal: 0,
          sueldos: id === null ? 0 : (owed.get(id) ?? 0),
          comisiones: id === null ? 0 : (commissions.get(id) ?? 0),
        };
        empleados.set(id, e);
      }
      return e;
    };
    for (const e of personal.empleados) of(e.usuarioId, e.nombre).personal = cents(e.total);
    for (const id of owed.keys()) of(id, names.get(id));
    for (const [id, amount] of commissions) if (amount !== 0) of(id, names.get(id));
    return checkPendingSalaries({
      balance: cents(balance.resumen.sueldosPendientes),
      personalTotal: cents(personal.totales.total),
      empleados: [...empleados.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
      aplica: isCurrent,
      nota: !isCurrent
        ? 'Se compara en el mes en curso: el saldo de un sueldo incluye los pagos posteriores al mes elegido.'
        : earlier > 0
          ? `Incluye ${earlier} ${earlier === 1 ? 'sueldo impago' : 'sueldos impagos'} de meses anteriores.`
          : null,
    });
  }

  /** 4: each staff member's month in the salary screen ('Control horario') and in the staff centre. */
  async function salaryInputs(
    auth: AuthContext,
    p: MonthPeriod,
    salaries: SalariesService,
    staff: StaffService,
  ) {
    const employees: Array<{
      id: number;
      nombre: string;
      sueldo: EmployeeMonthMeasures;
      control: EmployeeMonthMeasures;
    }> = [];
    const stale: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await staff.employeeSummary(auth, {
        ...p,
        role: 'todos',
        status: 'todos',
        limit: PAGE,
        cursor,
      });
      const rows = await inBatches(page.empleados, PARALLEL, async (e) => {
        const salary = await salaries.list(auth, { operadorId: e.usuario.id, ...p, limit: 1 });
        return { e, salary };
      });
      for (const { e, salary } of rows) {
        const control = salary.controlHorario;
        const record = salary.sueldos[0];
        const sueldo: EmployeeMonthMeasures = control
          ? {
              auditorias: control.auditoriasHechas,
              correcciones: control.correccionesHechas,
              horas: centiHours(control.horasTrabajadas),
            }
          : {
              auditorias: record?.auditoriasHechas ?? 0,
              correcciones: record?.correccionesHechas ?? 0,
              horas: centiHours(record?.horasTrabajadas),
            };
        employees.push({
          id: e.usuario.id,
          nombre: e.usuario.name,
          sueldo,
          control: {
            auditorias: e.estadisticas.auditoriasCompletadas,
            correcciones: e.estadisticas.correcciones,
            horas: centiHours(e.estadisticas.totalHorasLogueadas),
          },
        });
        // A calculated salary older than its inputs (recalculated on configure or 'Recalcular', never on reads).
        if (
          record &&
          (record.auditoriasHechas !== sueldo.auditorias ||
            record.correccionesHechas !== sueldo.correcciones ||
            centiHours(record.horasTrabajadas) !== sueldo.horas)
        )
          stale.push(e.usuario.name);
      }
      cursor = page.paginacion.siguiente ?? undefined;
    } while (cursor);
    const result = checkSalaryInputs(employees);
    if (stale.length === 0) return result;
    const names = stale.slice(0, 5).join(', ') + (stale.length > 5 ? '…' : '');
    return {
      ...result,
      nota: `${stale.length === 1 ? 'Un sueldo calculado' : `${stale.length} sueldos calculados`} antes de los últimos cambios del mes (${names}): 'Recalcular' lo actualiza si no tiene pagos.`,
    };
  }

  async function closedMonths() {
    const months = await closedMonthsWithSnapshots(db);
    return checkClosedMonths(
      await inBatches(months, PARALLEL, async (m) => ({
        mes: m.mes,
        anio: m.anio,
        alCerrar: snapshotOf(m.snapshot),
        actual: await monthSnapshot(db, m),
      })),
    );
  }

  /** GET /finanzas/conciliacion?mes&anio: admin and contable (never a client company). */
  async function check(
    auth: AuthContext,
    q: { mes?: number | undefined; anio?: number | undefined },
  ): Promise<ReconciliationDto> {
    if (!mayUseFinance(auth.user, 'finance_view')) throw forbidden();
    const started = Date.now();
    const at = clock();
    const p = periodOrCurrent(q, at);
    const now = currentPeriod(at);
    const isCurrent = p.mes === now.mes && p.anio === now.anio;
    const fixed = () => at;
    const salaries = deps.salariesAt(fixed);
    const staff = deps.staffAt(fixed);
    // The invariants read independently of each other: at once (the pool has several connections).
    const [[statements, totals], pending, inputs, ledger, closed] = await Promise.all([
      receivables(auth, p, isCurrent),
      pendingSalaries(auth, p, isCurrent, salaries),
      salaryInputs(auth, p, salaries, staff),
      ledgerBalance(db, RECONCILIATION_ROW_LIMIT).then(checkLedgerBalanced),
      closedMonths(),
    ]);
    const result = reconciliation(p.mes, p.anio, [statements, totals, pending, inputs, ledger, closed]);
    return {
      success: true,
      mes: result.mes,
      anio: result.anio,
      ok: result.ok,
      generadoEn: at.toISOString(),
      duracionMs: Date.now() - started,
      invariantes: result.invariantes.map(toDto),
    };
  }

  return { check };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
