import { periodOrCurrent, periodText } from '@auditorias/domain/finance/periods';
import { normaliseConfig, type SalaryRole } from '@auditorias/domain/salaries/config';
import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest } from '../../lib/errors';
import { assertPeriodOpen } from '../periods/periods.service';
import { accruedOf, activeSalaryStaff, upsertConfig } from './salaries.repo';
import { configDto, recordDto, type SalariesCore } from './salaries-core';

/**
 * Calculating salaries (admin): saving an employee's month configuration, recalculating a month, and 'Crear gastos
 * de sueldos existentes' for every employee.
 */
export function createSalaryCalculation(core: SalariesCore) {
  const { db, employee, recalc } = core;

  async function configure(auth: AuthContext, body: Record<string, unknown> & { operadorId: number }) {
    const emp = await employee(db, body.operadorId);
    const result = normaliseConfig(body, emp.role);
    if (!result.ok) {
      throw badRequest(
        result.errores.map((e) => e.mensaje).join('. '),
        result.errores.map((e) => ({ campo: e.campo, mensaje: e.mensaje })),
      );
    }
    const c = result.config;
    return db.transaction(async (tx) => {
      await assertPeriodOpen(tx, c);
      const values = { ...c, userId: emp.id, updatedBy: auth.user.id, updatedAt: new Date() };
      await upsertConfig(tx, values);
      const { record, recalculado } = await recalc(tx, emp, c.mes, c.anio);
      const usandoDefaults = result.porDefecto.length > 0;
      const message = [
        SALARY_MSG.guardado,
        usandoDefaults ? `${SALARY_MSG.usandoDefaults}: ${result.porDefecto.join(', ')}` : null,
        recalculado ? null : SALARY_MSG.congelado,
      ]
        .filter(Boolean)
        .join('. ');
      return {
        success: true as const,
        message,
        configuracion: configDto(emp.id, c, true),
        porDefecto: result.porDefecto,
        usandoDefaults,
        sueldo: recordDto(record, emp.name, c.fechaIngreso),
        recalculado,
      };
    });
  }

  async function recalculate(auth: AuthContext, body: { operadorId: number; mes: number; anio: number }) {
    void auth;
    const emp = await employee(db, body.operadorId);
    return db.transaction(async (tx) => {
      await assertPeriodOpen(tx, body);
      const { record, recalculado, config, guardada } = await recalc(tx, emp, body.mes, body.anio);
      return {
        success: true as const,
        message: recalculado ? 'Sueldo recalculado' : SALARY_MSG.congelado,
        configuracion: configDto(emp.id, config, guardada),
        porDefecto: [] as string[],
        usandoDefaults: false,
        sueldo: recordDto(record, emp.name, config.fechaIngreso),
        recalculado,
      };
    });
  }

  /**
   * 'Crear gastos de sueldos existentes': computes the month's salary (default: the current Argentine month) of
   * every active employee with a salary role that has no payment standing, creating the missing records, and
   * posts to the ledger whatever accrual is missing. A rerun posts nothing new.
   */
  async function createExisting(
    auth: AuthContext,
    body: { mes?: number | undefined; anio?: number | undefined },
  ) {
    void auth;
    const { mes, anio } = periodOrCurrent(body);
    await assertPeriodOpen(db, { mes, anio });
    const staff = await activeSalaryStaff(db);
    let calculados = 0;
    let registrados = 0;
    for (const u of staff) {
      await db.transaction(async (tx) => {
        const before = await accruedOf(tx, u.id, mes, anio);
        const { record, recalculado } = await recalc(tx, { id: u.id, role: u.role as SalaryRole }, mes, anio);
        if (recalculado) calculados++;
        if (record.montoDevengado !== (before?.d ?? 0)) registrados++;
      });
    }
    const message =
      registrados === 0
        ? `Sueldos de ${periodText({ mes, anio })} al día: no había gastos de sueldo por registrar`
        : `Se registraron en finanzas ${registrados} sueldo(s) de ${periodText({ mes, anio })}`;
    return { success: true as const, message, calculados, registrados };
  }

  return { configure, recalculate, createExisting };
}
