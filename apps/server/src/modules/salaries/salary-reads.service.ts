import { mayUseFinance } from '@auditorias/domain/auth/access';
import { can } from '@auditorias/domain/auth/permissions';
import { periodOrCurrent } from '@auditorias/domain/finance/periods';
import { isSalaryRole } from '@auditorias/domain/salaries/config';
import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import type { SalaryConfigDto, SalaryMonthFiguresDto } from '@auditorias/domain/schemas/salaries';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, forbidden } from '../../lib/errors';
import { salaryMonthFigures } from './salaries.inputs';
import { monthRecordOf, recordsPage } from './salaries.repo';
import { configDto, recordDto, type SalariesCore } from './salaries-core';

/** The salary reads: the records list (GET /sueldos), an employee's month figures, one's own salary. */
export function createSalaryReads(core: SalariesCore) {
  const { db, limits, clock, employee, configFor } = core;

  /**
   * Salary records (filtered by employee and month). With operadorId, mes and anio, also the month's configuration
   * and — unless `withFigures` is false — the employee's month as the staff centre counts it (`controlHorario`).
   * The polled HTTP list leaves the figures out: hours move with the clock, not with the versions its ETag follows;
   * `GET /sueldos/control-horario` serves them.
   */
  async function list(
    auth: AuthContext,
    q: {
      operadorId?: number | undefined;
      mes?: number | undefined;
      anio?: number | undefined;
      limit: number;
      cursor?: string | undefined;
    },
    opts: { withFigures?: boolean } = {},
  ) {
    // Everybody's salaries: finance staff (the same rule as the rest of finance; never a client).
    if (!mayUseFinance(auth.user, 'finance_view')) throw forbidden();
    const after = q.cursor ? Number(q.cursor) : null;
    if (after !== null && !Number.isInteger(after))
      throw badRequest('El cursor de la lista no es válido: volvé a cargar la lista');
    const rows = await recordsPage(db, q, after);
    const page = rows.slice(0, q.limit);
    let configuracion: SalaryConfigDto | null = null;
    let controlHorario: SalaryMonthFiguresDto | null = null;
    if (q.operadorId && q.mes && q.anio) {
      const emp = await employee(db, q.operadorId);
      const { config, guardada } = await configFor(db, emp.id, emp.role, q.mes, q.anio);
      configuracion = configDto(emp.id, config, guardada);
      // The month as the staff centre counts it now (one definition), shown whether or not a salary was calculated.
      if (opts.withFigures !== false)
        controlHorario = await salaryMonthFigures(db, emp.id, q.mes, q.anio, { at: clock(), limits });
    }
    const last = page[page.length - 1];
    return {
      success: true as const,
      sueldos: page.map((x) => recordDto(x.r, x.name, x.fecha)),
      configuracion,
      controlHorario,
      paginacion: { siguiente: rows.length > q.limit && last ? String(last.r.id) : null, limite: q.limit },
    };
  }

  /** GET /sueldos/control-horario: one employee's month as the staff centre counts it now (finance staff). */
  async function monthFigures(auth: AuthContext, q: { operadorId: number; mes: number; anio: number }) {
    if (!mayUseFinance(auth.user, 'finance_view')) throw forbidden();
    const emp = await employee(db, q.operadorId);
    return {
      success: true as const,
      controlHorario: await salaryMonthFigures(db, emp.id, q.mes, q.anio, { at: clock(), limits }),
    };
  }

  async function mine(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    const role = auth.user.role;
    const allowed = role === 'admin' || role === 'contable' || can(auth.user, 'puedeVerSueldo');
    if (!allowed || !isSalaryRole(role)) throw forbidden(SALARY_MSG.sinSueldoHabilitado);
    const { mes, anio } = periodOrCurrent(q);
    const record = await monthRecordOf(db, auth.user.id, mes, anio);
    const { config, guardada } = await configFor(db, auth.user.id, role, mes, anio);
    return {
      success: true as const,
      sueldo: record ? recordDto(record, auth.user.name, config.fechaIngreso) : null,
      configuracion: guardada ? configDto(auth.user.id, config, true) : null,
      mensaje: record ? null : SALARY_MSG.sinConfiguracion,
    };
  }

  return { list, monthFigures, mine };
}
