import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { monthKey } from '@auditorias/domain/finance/figures';
import { employeeHoursExportQuerySchema } from '@auditorias/domain/schemas/exports';
import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Column } from '../../lib/export-files';
import { sheetFile } from '../../lib/export-files';
import { collectPages } from '../../lib/export-pages';
import { downloadRoute } from '../../lib/route';
import type { StaffService } from './staff.service';

/** Days of the month with worked time. */
const daysWorked = (e: EmployeeSummaryDto) =>
  Object.values(e.detallesDias).filter((d) => d.horasTrabajadas > 0).length;

const HOURS_COLUMNS: Column<EmployeeSummaryDto>[] = [
  { header: 'Empleado N°', kind: 'number', width: 10, value: (e) => e.usuario.id },
  { header: 'Empleado', kind: 'text', width: 28, value: (e) => e.usuario.name },
  { header: 'Rol', kind: 'text', width: 14, value: (e) => ROLE_LABELS[e.usuario.role] },
  { header: 'Activo', kind: 'text', width: 8, value: (e) => e.usuario.isActive },
  { header: 'Días trabajados', kind: 'number', width: 10, value: daysWorked },
  { header: 'Horas trabajadas', kind: 'number', width: 12, value: (e) => e.estadisticas.totalHorasLogueadas },
  { header: 'Horas extra', kind: 'number', width: 10, value: (e) => e.estadisticas.totalHorasExtra },
  {
    header: 'Días con horas extra sin autorizar',
    kind: 'number',
    width: 14,
    value: (e) => e.estadisticas.diasConHorasSinAutorizar,
  },
  {
    header: 'Auditorías completadas',
    kind: 'number',
    width: 12,
    value: (e) => e.estadisticas.auditoriasCompletadas,
  },
  { header: 'Correcciones', kind: 'number', width: 12, value: (e) => e.estadisticas.correcciones },
  { header: 'Alertas de tiempo abiertas', kind: 'number', width: 12, value: (e) => e.totalAlertasTiempo },
];

/**
 * GET /work-sessions/employee-summary/export (registered under /api/work-sessions): every employee of the staff
 * centre's month and filters with the month's hours and overtime, one row each, in name order, from the centre's
 * own employee summary (page by page over its keyset); admin and contable.
 */
export const staffExportRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  downloadRoute(app, '/employee-summary/export', {
    config: { permission: 'finance_view' },
    tags: ['exportaciones'],
    summary:
      'Descargar las horas y horas extra del mes de todo el personal con los filtros del centro de control (CSV o XLSX)',
    querystring: employeeHoursExportQuerySchema,
    handler: async (auth, { query: { formato, ...filters } }) => {
      let period = { mes: 0, anio: 0 };
      const employees = await collectPages(async (page) => {
        const found = await staff.employeeSummary(auth, { ...filters, ...page });
        period = { mes: found.mes, anio: found.anio };
        return { items: found.empleados, paginacion: found.paginacion };
      });
      const rows = employees.sort(
        (a, b) => a.usuario.name.localeCompare(b.usuario.name, 'es') || a.usuario.id - b.usuario.id,
      );
      return sheetFile(formato, `horas-personal-${monthKey(period.anio, period.mes)}`, {
        name: 'Horas del personal',
        rows,
        columns: HOURS_COLUMNS,
      });
    },
  });
};
