import { periodOrCurrent } from '@auditorias/domain/finance/periods';
import { restDayNote } from '@auditorias/domain/salaries/rest-days';
import type { EmployeeSummaryDto, EmployeeSummaryQuery } from '@auditorias/domain/schemas/staff';
import { STAFF_MSG } from '@auditorias/domain/staff/access';
import { monthRange } from '@auditorias/domain/staff/hours';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest } from '../../lib/errors';
import { decodeKeyCursor, encodeKeyCursor, isRowId } from '../../lib/keyset';
import * as repo from './staff.repo';
import type { StaffCore } from './staff-core';
import type { StaffMonth } from './staff-month';

/** The staff centre's month: the employee cards (GET employee-summary) and the printable report (GET report). */

/** The employee's own cursor of the employee list: the sort key of a page's last row. */
function encodeCursor(c: repo.EmployeeCursor): string {
  return encodeKeyCursor([c.logged ? 1 : 0, c.alertas, c.name, c.id]);
}

function decodeCursor(text: string): repo.EmployeeCursor {
  const [l, a, n, i] = decodeKeyCursor(text, 4) ?? [];
  if (
    (l === 0 || l === 1) &&
    Number.isSafeInteger(a) &&
    (a as number) >= 0 &&
    typeof n === 'string' &&
    n.length <= 500 &&
    isRowId(i)
  )
    return { logged: l === 1, alertas: a as number, name: n, id: i };
  throw badRequest(STAFF_MSG.cursorInvalid);
}

export function createStaffSummary(core: StaffCore, month: StaffMonth) {
  const { db, limits, clock, employee, requireStaffReader } = core;
  const { monthData } = month;

  /** GET employee-summary: the staff centre's cards, one page. */
  async function employeeSummary(auth: AuthContext, query: EmployeeSummaryQuery) {
    requireStaffReader(auth);
    const at = clock();
    const { mes, anio } = periodOrCurrent(query, at);
    const month = monthRange(mes, anio);
    const rows = await repo.employeePage(db, {
      role: query.role === 'todos' ? null : query.role,
      userId: query.userId ?? null,
      search: query.search ? query.search : null,
      onlyLogged: query.status === 'logueados',
      onlyInProgress: query.status === 'en_proceso',
      alertWindow: { start: month.start, end: month.end },
      now: at,
      limits,
      cursor: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const siguiente =
      rows.length > query.limit && last
        ? encodeCursor({
            logged: last.logged,
            alertas: Number(last.alertas),
            name: last.name,
            id: Number(last.id),
          })
        : null;
    const data = await monthData(
      page.map((r) => Number(r.id)),
      mes,
      anio,
      at,
      { withAudits: false },
    );
    const empleados: EmployeeSummaryDto[] = page.map((r) => {
      const { role, detallesDias, ...rest } = data.of(Number(r.id), r.role);
      // The card carries each day's totals; the day's audits come with the day detail or the report.
      const days = Object.fromEntries(
        Object.entries(detallesDias).map(([day, { auditorias: _audits, ...totals }]) => [day, totals]),
      );
      return {
        usuario: { id: Number(r.id), name: r.name, role, isActive: r.is_active },
        ...rest,
        detallesDias: days,
      };
    });
    return {
      success: true as const,
      mes,
      anio,
      empleados,
      total: Number(rows[0]?.total ?? 0),
      paginacion: { siguiente, limite: query.limit },
    };
  }

  /** GET report: the printable monthly report of one employee. */
  async function report(auth: AuthContext, query: { mes?: number; anio?: number; userId: number }) {
    requireStaffReader(auth);
    const target = await employee(query.userId);
    const at = clock();
    const { mes, anio } = periodOrCurrent(query, at);
    const data = await monthData([target.id], mes, anio, at, { withAudits: true });
    const s = data.of(target.id, target.role);
    const info = s.infoSueldo;
    // Paid and worked rest days are both inside `pagoFrancos`: the note names both (domain `restDayNote`).
    const notaFrancos = restDayNote(
      info
        ? { pagados: info.francosPagados, trabajados: info.francosTrabajados, pagoFrancos: info.pagoFrancos }
        : null,
    );
    return {
      success: true as const,
      usuario: { id: target.id, name: target.name, role: target.role },
      periodo: { mes, anio },
      generadoEn: at.toISOString(),
      totales: {
        auditorias: s.estadisticas.auditoriasCompletadas,
        correcciones: s.estadisticas.correcciones,
        horasLogueadas: s.estadisticas.totalHorasLogueadas,
        horasExtra: s.estadisticas.totalHorasExtra,
        totalComisiones: s.estadisticas.totalComisiones,
        totalGanado: s.ganado,
        sueldoFinal: info?.sueldoFinal ?? null,
        pagoFrancos: info?.pagoFrancos ?? 0,
        cantidadFrancos: info?.cantidadFrancos ?? 0,
        francosPagados: info?.francosPagados ?? 0,
        francosTrabajados: info?.francosTrabajados ?? 0,
      },
      notaFrancos,
      dias: Object.entries(s.detallesDias).map(([fecha, d]) => ({
        fecha,
        horasTrabajadas: d.horasTrabajadas,
        auditoriasCompletadas: d.auditoriasCompletadas,
        correcciones: d.correcciones,
        ganado: d.ganado,
        auditorias: d.auditorias,
      })),
    };
  }

  return { employeeSummary, report };
}
