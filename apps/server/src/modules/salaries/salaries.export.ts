import { ROLE_LABELS, type Role } from '@auditorias/domain/auth/roles';
import { monthKey } from '@auditorias/domain/finance/figures';
import { type MonthPeriod, periodOrCurrent } from '@auditorias/domain/finance/periods';
import type { PaymentType } from '@auditorias/domain/salaries/config';
import { SALARY_PAYMENT_STATE_LABELS, salaryPaymentState } from '@auditorias/domain/salaries/payment-state';
import { monthExportQuerySchema } from '@auditorias/domain/schemas/exports';
import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Column, type DownloadFile, type ExportFormat, sheetFile } from '../../lib/export-files';
import { collectPages } from '../../lib/export-pages';
import { downloadRoute } from '../../lib/route';
import type { AuthContext } from '../auth/auth.service';
import type { AdvancesService } from '../finance/public';
import type { StaffService } from '../staff/staff.service';
import type { SalariesService } from './salaries.service';

const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { objetivos: 'Por objetivos', horas: 'Por horas' };

/** 'Pagado', 'Pago parcial', 'Pendiente' or 'Sin calcular': the salary list's own state of a month's salary. */
export const salaryStateText = (record: SalaryRecordDto | null | undefined) =>
  SALARY_PAYMENT_STATE_LABELS[
    salaryPaymentState(record ? { estado: record.estado, totalPagado: record.detalle.totalPagado } : null)
  ];

/**
 * Every salary record of the month, exactly as the salary list answers them (GET /sueldos?mes&anio, page by page
 * over its keyset), in name order.
 */
export async function monthSalaries(
  salaries: SalariesService,
  auth: AuthContext,
  period: MonthPeriod,
): Promise<SalaryRecordDto[]> {
  const records = await collectPages(async (page) => {
    const found = await salaries.list(auth, { ...period, ...page });
    return { items: found.sueldos, paginacion: found.paginacion };
  });
  return records.sort((a, b) => a.operador.localeCompare(b.operador, 'es') || a.operadorId - b.operadorId);
}

/**
 * The month's advances per employee (pesos), from the advances list of the Personal tab (GET /finanzas/adelantos,
 * page by page).
 */
export async function monthAdvances(
  advances: AdvancesService,
  auth: AuthContext,
  period: MonthPeriod,
): Promise<Map<number, number>> {
  const rows = await collectPages(async (page) => {
    const found = await advances.list(auth, { ...period, ...page });
    return { items: found.adelantos, paginacion: found.paginacion };
  });
  const byEmployee = new Map<number, number>();
  for (const a of rows) {
    byEmployee.set(a.usuarioId, Math.round(((byEmployee.get(a.usuarioId) ?? 0) + a.monto) * 100) / 100);
  }
  return byEmployee;
}

/** The staff centre's employees of the month (operador, supervisor, contable), page by page. */
async function monthStaff(
  staff: StaffService,
  auth: AuthContext,
  period: MonthPeriod,
): Promise<EmployeeSummaryDto[]> {
  return collectPages(async (page) => {
    const found = await staff.employeeSummary(auth, { ...period, role: 'todos', status: 'todos', ...page });
    return { items: found.empleados, paginacion: found.paginacion };
  });
}

/** A payroll row: an employee and the month's salary record, or none yet ('Sin calcular'). */
interface PayrollRow {
  id: number;
  name: string;
  rol: Role;
  record: SalaryRecordDto | null;
  horasExtra: number | null;
  adelantos: number;
}

const PAYROLL_COLUMNS: Column<PayrollRow>[] = [
  { header: 'Empleado N°', kind: 'number', width: 10, value: (r) => r.id },
  { header: 'Empleado', kind: 'text', width: 28, value: (r) => r.name },
  { header: 'Rol', kind: 'text', width: 14, value: (r) => ROLE_LABELS[r.rol] },
  {
    header: 'Tipo de pago',
    kind: 'text',
    width: 14,
    value: (r) => (r.record ? PAYMENT_TYPE_LABELS[r.record.tipoPago] : null),
  },
  { header: 'Sueldo de referencia', kind: 'money', width: 16, value: (r) => r.record?.sueldoReferencia },
  { header: 'Auditorías', kind: 'number', width: 10, value: (r) => r.record?.auditoriasHechas },
  { header: 'Correcciones', kind: 'number', width: 12, value: (r) => r.record?.correccionesHechas },
  { header: 'Horas trabajadas', kind: 'number', width: 12, value: (r) => r.record?.horasTrabajadas },
  { header: 'Horas extra', kind: 'number', width: 10, value: (r) => r.horasExtra },
  { header: 'Sueldo base', kind: 'money', value: (r) => r.record?.sueldoBase },
  { header: 'Plus', kind: 'money', value: (r) => r.record?.montoPlus },
  {
    header: 'Francos pagados',
    kind: 'number',
    width: 10,
    value: (r) => r.record?.detalle.francosPagados.length,
  },
  {
    header: 'Francos trabajados',
    kind: 'number',
    width: 10,
    value: (r) => r.record?.detalle.francosTrabajados.length,
  },
  { header: 'Pago de francos', kind: 'money', value: (r) => r.record?.pagoFrancos },
  { header: 'Sueldo final', kind: 'money', value: (r) => r.record?.sueldoFinal },
  {
    header: 'Comisiones por auditorías (aparte del sueldo)',
    kind: 'money',
    width: 18,
    value: (r) => r.record?.montoAuditorias,
  },
  { header: 'Adelantos del mes', kind: 'money', value: (r) => r.adelantos },
  { header: 'Total pagado', kind: 'money', value: (r) => r.record?.detalle.totalPagado },
  { header: 'Saldo a pagar', kind: 'money', value: (r) => r.record?.saldoPendiente },
  { header: 'Estado de pago', kind: 'text', width: 14, value: (r) => salaryStateText(r.record) },
  { header: 'Calculado el', kind: 'instant', value: (r) => r.record?.calculadoEn },
];

/**
 * The month's payroll as a file: one row per salary record of the month (the salary list's own records and
 * figures), and one 'Sin calcular' row per active employee of the staff centre without one, with the month's
 * overtime from the staff centre and the month's advances from the Personal tab; by name.
 */
async function payrollFile(
  deps: { salaries: SalariesService; staff: StaffService; advances: AdvancesService },
  auth: AuthContext,
  q: { formato: ExportFormat; mes?: number | undefined; anio?: number | undefined },
): Promise<DownloadFile> {
  const period = periodOrCurrent(q);
  // The salary list first: it refuses whoever may not see salaries (403) before anything else is read.
  const records = await monthSalaries(deps.salaries, auth, period);
  const [staff, advances] = await Promise.all([
    monthStaff(deps.staff, auth, period),
    monthAdvances(deps.advances, auth, period),
  ]);
  const overtime = new Map(staff.map((e) => [e.usuario.id, e.estadisticas.totalHorasExtra]));
  const calculated = new Set(records.map((r) => r.operadorId));
  const rows: PayrollRow[] = [
    ...records.map((r) => ({ id: r.operadorId, name: r.operador, rol: r.rol, record: r })),
    ...staff
      .filter((e) => e.usuario.isActive && !calculated.has(e.usuario.id))
      .map((e) => ({ id: e.usuario.id, name: e.usuario.name, rol: e.usuario.role, record: null })),
  ]
    .map((r) => ({ ...r, horasExtra: overtime.get(r.id) ?? null, adelantos: advances.get(r.id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
  return sheetFile(q.formato, `nomina-${monthKey(period.anio, period.mes)}`, {
    name: 'Nómina',
    rows,
    columns: PAYROLL_COLUMNS,
  });
}

/** GET /sueldos/export (registered under /api/sueldos): the month's payroll, admin and contable. */
export const salariesExportRoutes: FastifyPluginAsyncZod<{
  salaries: SalariesService;
  staff: StaffService;
  advances: AdvancesService;
}> = async (app, deps) => {
  downloadRoute(app, '/export', {
    config: { permission: 'finance_view' },
    tags: ['exportaciones'],
    summary:
      'Descargar la nómina del mes: un renglón por empleado con sueldo, comisiones, francos, horas extra, adelantos, saldo a pagar y si está pagado (CSV o XLSX)',
    querystring: monthExportQuerySchema,
    handler: (auth, { query }) => payrollFile(deps, auth, query),
  });
};
