import { ROLE_LABELS, type Role } from '@auditorias/domain/auth/roles';
import { monthKey } from '@auditorias/domain/finance/figures';
import { periodOrCurrent, periodText } from '@auditorias/domain/finance/periods';
import { monthExportQuerySchema } from '@auditorias/domain/schemas/exports';
import type { FinanceEmployee, FinanceSummary, StaffPending } from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Column, sheetFile } from '../../lib/export-files';
import { downloadRoute } from '../../lib/route';
import type { PeriodsService } from '../periods/periods.service';
import { monthAdvances, monthSalaries, salaryStateText } from '../salaries/public';
import type { SalariesService } from '../salaries/salaries.service';
import type { AdvancesService } from './advances.service';
import type { FinanceService } from './finance.service';

type BalanceRow = FinanceSummary & {
  mes: number;
  anio: number;
  cerrado: boolean;
  cerradoEn: string | null;
  cerradoPor: string | null;
};

const money = (header: string, field: keyof FinanceSummary, width = 16): Column<BalanceRow> => ({
  header,
  kind: 'money',
  width,
  value: (r) => r[field],
});

/** The Balance and Resumen tabs' month figures (GET /finanzas/dashboard), with the month's close. */
const BALANCE_COLUMNS: Column<BalanceRow>[] = [
  { header: 'Mes', kind: 'text', width: 10, value: (r) => periodText(r) },
  money('Ingresos del mes (cobrado)', 'ingresosMes'),
  money('Egresos del mes (pagado)', 'egresosMes'),
  money('Saldo mes anterior', 'saldoMesAnterior'),
  money('Movimiento del mes', 'movimientoMes'),
  money('Saldo real total', 'saldoRealTotal'),
  money('Cuentas por cobrar', 'cuentasPorCobrar'),
  money('Sueldos pendientes', 'sueldosPendientes'),
  money('Proyección', 'proyeccion'),
  money('Gastos del mes', 'gastosMes'),
  money('Balance neto', 'balanceNeto'),
  { header: 'Mes cerrado', kind: 'text', width: 10, value: (r) => r.cerrado },
  { header: 'Cerrado el', kind: 'instant', value: (r) => r.cerradoEn },
  { header: 'Cerrado por', kind: 'text', value: (r) => r.cerradoPor },
];

type Pending = StaffPending['empleados'][number];

/**
 * A row of the Personal file: an employee of the tab's list (GET /finanzas/usuarios/detallados) and/or a line of
 * its 'Pendiente de pago al personal' (GET /finanzas/personal/pendientes: someone owed money who is not in the
 * list, such as an admin with a salary, or ledger lines naming nobody).
 */
interface StaffRow {
  id: number | null;
  nombre: string;
  employee: FinanceEmployee | null;
  rol: string | null;
  sueldoFinal: number | null;
  estadoSueldo: string | null;
  adelantos: number;
  pending: Pending | null;
}

const roleLabel = (rol: string | null) => (rol && rol in ROLE_LABELS ? ROLE_LABELS[rol as Role] : null);

const STAFF_COLUMNS: Column<StaffRow>[] = [
  { header: 'Empleado N°', kind: 'number', width: 10, value: (r) => r.id },
  { header: 'Nombre', kind: 'text', width: 28, value: (r) => r.nombre },
  { header: 'Usuario', kind: 'text', width: 16, value: (r) => r.employee?.username },
  { header: 'Email', kind: 'text', width: 30, value: (r) => r.employee?.email },
  { header: 'Rol', kind: 'text', width: 14, value: (r) => roleLabel(r.rol) },
  {
    header: 'Estado',
    kind: 'text',
    width: 10,
    value: (r) => (r.employee ? (r.employee.activo ? 'Activo' : 'Inactivo') : null),
  },
  {
    header: 'Auditorías entregadas',
    kind: 'number',
    width: 12,
    value: (r) => r.employee?.auditoriasEntregadas,
  },
  {
    header: 'Comisiones devengadas (a hoy)',
    kind: 'money',
    width: 16,
    value: (r) => r.employee?.comisionesDevengadas,
  },
  { header: 'Sueldo del mes', kind: 'money', width: 16, value: (r) => r.sueldoFinal },
  { header: 'Estado del sueldo del mes', kind: 'text', width: 14, value: (r) => r.estadoSueldo },
  { header: 'Adelantos del mes', kind: 'money', width: 16, value: (r) => r.adelantos },
  {
    header: 'Sueldos pendientes (al cierre del mes)',
    kind: 'money',
    width: 18,
    value: (r) => r.pending?.sueldosPendientes ?? 0,
  },
  {
    header: 'Comisiones devengadas (al cierre del mes)',
    kind: 'money',
    width: 18,
    value: (r) => r.pending?.comisionesDevengadas ?? 0,
  },
  { header: 'Total adeudado', kind: 'money', width: 16, value: (r) => r.pending?.total ?? 0 },
];

const tags = ['exportaciones'];

/**
 * The Finanzas screen's accountant files (registered under /api), each from the functions its tab calls:
 * GET /finanzas/balance/export (the year's months up to the chosen one, each with the Balance figures and whether
 * it is closed) and GET /finanzas/personal/export (the Personal tab's employees with the month's salary and
 * advances, and what each is owed at the month's end as its 'Pendiente de pago al personal' lists it). Admin and
 * contable.
 */
export const accountantExportRoutes: FastifyPluginAsyncZod<{
  finance: FinanceService;
  periods: PeriodsService;
  salaries: SalariesService;
  advances: AdvancesService;
}> = async (app, { finance, periods, salaries, advances }) => {
  downloadRoute(app, '/finanzas/balance/export', {
    config: { permission: 'finance_view' },
    tags,
    summary:
      'Descargar el balance del año hasta el mes elegido: las cifras de cada mes y si está cerrado (CSV o XLSX)',
    querystring: monthExportQuerySchema,
    handler: async (auth, { query }) => {
      const period = periodOrCurrent(query);
      // The month close list first: it refuses whoever may not see finance (403).
      const closes = await periods.list(auth);
      const closed = new Map(closes.cerrados.map((c) => [monthKey(c.anio, c.mes), c]));
      const months: Array<Awaited<ReturnType<FinanceService['dashboard']>>> = [];
      // One month after the other: a dozen reads of the monthly balances, never a dozen connections at once.
      for (let mes = 1; mes <= period.mes; mes++)
        months.push(await finance.dashboard(auth, { mes, anio: period.anio }));
      const rows: BalanceRow[] = months.map((m) => {
        const close = closed.get(monthKey(m.anio, m.mes));
        return {
          ...m.resumen,
          mes: m.mes,
          anio: m.anio,
          cerrado: close !== undefined,
          cerradoEn: close?.cerradoEn ?? null,
          cerradoPor: close?.cerradoPor ?? null,
        };
      });
      return sheetFile(query.formato, `balance-${monthKey(period.anio, period.mes)}`, {
        name: 'Balance',
        rows,
        columns: BALANCE_COLUMNS,
      });
    },
  });

  downloadRoute(app, '/finanzas/personal/export', {
    config: { permission: 'finance_view' },
    tags,
    summary:
      'Descargar el personal de Finanzas: comisiones, sueldo del mes, adelantos y lo adeudado al cierre del mes (CSV o XLSX)',
    querystring: monthExportQuerySchema,
    handler: async (auth, { query }) => {
      const period = periodOrCurrent(query);
      const employees = await finance.employees(auth, ['operador', 'supervisor', 'contable']);
      const [pending, records, advanced] = await Promise.all([
        finance.staffPending(auth, period),
        monthSalaries(salaries, auth, period),
        monthAdvances(advances, auth, period),
      ]);
      const salaryOf = new Map(records.map((r) => [r.operadorId, r]));
      const pendingOf = new Map(pending.empleados.map((p) => [p.usuarioId, p]));
      const monthOf = (id: number | null) => {
        const salary = id === null ? undefined : salaryOf.get(id);
        return {
          sueldoFinal: salary?.sueldoFinal ?? null,
          estadoSueldo: id === null ? null : salaryStateText(salary),
          adelantos: id === null ? 0 : (advanced.get(id) ?? 0),
        };
      };
      const listed = new Set(employees.map((e) => e.id));
      const rows: StaffRow[] = [
        ...employees.map((e) => ({
          id: e.id,
          nombre: e.nombre,
          employee: e,
          rol: e.rol,
          ...monthOf(e.id),
          pending: pendingOf.get(e.id) ?? null,
        })),
        // Owed to someone outside the list: the file's 'Total adeudado' adds up to the Balance's pending salaries.
        ...pending.empleados
          .filter((p) => p.usuarioId === null || !listed.has(p.usuarioId))
          .map((p) => ({
            id: p.usuarioId,
            nombre: p.nombre,
            employee: null,
            rol: p.rol,
            ...monthOf(p.usuarioId),
            pending: p,
          })),
      ];
      return sheetFile(query.formato, `personal-${monthKey(period.anio, period.mes)}`, {
        name: 'Personal',
        rows,
        columns: STAFF_COLUMNS,
      });
    },
  });
};
