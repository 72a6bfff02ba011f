import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { periodText } from '@auditorias/domain/finance/periods';
import { parseAmount } from '@auditorias/domain/finance/rules';
import { centavosToPesos } from '@auditorias/domain/money';
import { calculateSalary, type SalaryCalculation } from '@auditorias/domain/salaries/calculate';
import {
  defaultSalaryConfig,
  isSalaryRole,
  type SalaryConfig,
  type SalaryRole,
} from '@auditorias/domain/salaries/config';
import { SALARY_MSG, salaryAccrualLines } from '@auditorias/domain/salaries/ledger';
import type { SalaryConfigDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import type { Db, DbOrTx } from '../../db/client';
import { badField, badRequest, notFound } from '../../lib/errors';
import { idempotentWrites, postEntries } from '../finance/finance.service';
import { gatherInputs, lastDayOf } from './salaries.inputs';
import {
  type ConfigRow,
  configRowOf,
  lockMonthRecord,
  lockRecordRow,
  type RecordRow,
  saveRecord,
  updateRecord,
  userNameOf,
  userOf,
} from './salaries.repo';

/** What the salaries use cases share: the answers' shapes, the employee and month reads, calculating a month. */

export type SalariesDeps = {
  db: Db;
  /** The sign-in session rules: hours worked are counted as the staff centre counts them. */
  limits: SessionLimits;
  /** The present instant (tests may fix it). */
  clock?: () => Date;
};

export const pesos = (c: number) => centavosToPesos(c);

/** An amount in pesos as centavos, or null when not sent (400 on the field when it is not an amount). */
export function amountOrNull(value: number | null | undefined, campo: string): number | null {
  if (value === undefined || value === null) return null;
  const parsed = parseAmount(value);
  if (!parsed.ok) throw badField(campo, parsed.message);
  return parsed.value;
}

function configOfRow(row: ConfigRow): SalaryConfig {
  return {
    mes: row.mes,
    anio: row.anio,
    sueldoReferencia: row.sueldoReferencia,
    valorDiaPago: row.valorDiaPago,
    tipoPago: row.tipoPago as SalaryConfig['tipoPago'],
    valorHora: row.valorHora,
    plusTipo: row.plusTipo as SalaryConfig['plusTipo'],
    plusPorcentaje: row.plusPorcentaje,
    plusMontoFijo: row.plusMontoFijo,
    objetivoAuditorias: row.objetivoAuditorias,
    objetivoCorrecciones: row.objetivoCorrecciones,
    esSueldoFijo: row.esSueldoFijo,
    cobraFrancos: row.cobraFrancos,
    adminGanaSueldo: row.adminGanaSueldo,
    diasVacaciones: row.diasVacaciones,
    francosMarcados: row.francosMarcados,
    pagoDobleEnFrancos: row.pagoDobleEnFrancos,
    valorDiaTrabajoEnFranco: row.valorDiaTrabajoEnFranco,
    fechaIngreso: row.fechaIngreso,
  };
}

export function configDto(operadorId: number, c: SalaryConfig, guardada: boolean): SalaryConfigDto {
  return {
    operadorId,
    ...c,
    sueldoReferencia: pesos(c.sueldoReferencia),
    valorDiaPago: pesos(c.valorDiaPago),
    valorHora: pesos(c.valorHora),
    plusMontoFijo: pesos(c.plusMontoFijo),
    valorDiaTrabajoEnFranco: pesos(c.valorDiaTrabajoEnFranco),
    guardada,
  };
}

export function recordDto(r: RecordRow, operador: string, fechaIngreso: string | null): SalaryRecordDto {
  const calc = r.calculo as unknown as SalaryCalculation;
  return {
    id: r.id,
    operadorId: r.userId,
    operador,
    rol: r.rol as SalaryRole,
    mes: r.mes,
    anio: r.anio,
    estado: r.estado as 'calculado' | 'pagado',
    sueldoReferencia: pesos(r.sueldoReferencia),
    valorDiaPago: pesos(r.valorDiaPago),
    valorHora: pesos(r.valorHora),
    fechaIngreso,
    tipoPago: r.tipoPago as SalaryRecordDto['tipoPago'],
    domingosMes: r.domingosMes,
    feriadosMes: r.feriadosMes,
    pagoFrancos: pesos(r.pagoFrancos),
    porcentajeObjetivo: r.porcentajeObjetivo,
    auditoriasHechas: r.auditoriasHechas,
    correccionesHechas: r.correccionesHechas,
    horasTrabajadas: Math.round((r.minutosTrabajados / 60) * 100) / 100,
    montoAuditorias: pesos(r.montoAuditorias),
    plusTipo: r.plusTipo as SalaryRecordDto['plusTipo'],
    plusPorcentaje: r.plusPorcentaje,
    plusMontoFijo: pesos(r.plusMontoFijo),
    montoPlus: pesos(r.montoPlus),
    sueldoBase: pesos(r.sueldoBase),
    sueldoFinal: pesos(r.sueldoFinal),
    saldoPendiente: pesos(Math.max(0, r.sueldoFinal - r.totalPagado)),
    detalle: {
      totalPagado: pesos(r.totalPagado),
      lineas: (calc.detalle ?? []).map((l) => ({ ...l, monto: pesos(l.monto) })),
      feriados: calc.feriados ?? [],
      francosPagados: calc.francos?.pagados ?? [],
      francosTrabajados: calc.francos?.trabajados ?? [],
      francosNoPagados: calc.francos?.noPagados ?? [],
      objetivoAuditorias: calc.objetivoAuditorias ?? 0,
      objetivoCorrecciones: calc.objetivoCorrecciones ?? null,
    },
    calculadoEn: r.calculatedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function createSalariesCore(deps: SalariesDeps) {
  const { db, limits } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Money writes in one transaction, idempotent under the caller's key (`finance/idempotency`). */
  const idempotent = idempotentWrites(db);

  async function employee(tx: DbOrTx, id: number) {
    const u = await userOf(tx, id);
    if (!u) throw notFound(SALARY_MSG.empleadoNoEncontrado);
    if (!isSalaryRole(u.role)) throw badRequest(SALARY_MSG.rolSinSueldo);
    return { id: u.id, name: u.name, role: u.role as SalaryRole };
  }

  async function configFor(tx: DbOrTx, userId: number, role: SalaryRole, mes: number, anio: number) {
    const row = await configRowOf(tx, userId, mes, anio);
    return row
      ? { config: configOfRow(row), guardada: true }
      : { config: defaultSalaryConfig(role, mes, anio), guardada: false };
  }

  /**
   * Recalculates and stores one record in `tx` (serialised per employee and month by a transaction lock), and
   * posts the accrual difference. A record with payments standing is left as it is (revert first).
   */
  async function recalc(
    tx: DbOrTx,
    emp: { id: number; role: SalaryRole },
    mes: number,
    anio: number,
  ): Promise<{ record: RecordRow; recalculado: boolean; config: SalaryConfig; guardada: boolean }> {
    const existing = await lockMonthRecord(tx, emp.id, mes, anio);
    const { config, guardada } = await configFor(tx, emp.id, emp.role, mes, anio);
    if (existing && existing.totalPagado > 0)
      return { record: existing, recalculado: false, config, guardada };
    const inputs = await gatherInputs(tx, emp.id, mes, anio, { at: clock(), limits });
    const calc = calculateSalary({ rol: emp.role, config, ...inputs });
    const values = {
      rol: emp.role,
      estado: 'calculado',
      sueldoReferencia: calc.sueldoReferencia,
      valorDiaPago: calc.valorDiaPago,
      valorHora: calc.valorHora,
      tipoPago: calc.tipoPago,
      domingosMes: calc.domingosMes,
      feriadosMes: calc.feriadosMes,
      pagoFrancos: calc.pagoFrancos,
      porcentajeObjetivo: calc.porcentajeObjetivo,
      auditoriasHechas: calc.auditoriasHechas,
      correccionesHechas: calc.correccionesHechas,
      minutosTrabajados: inputs.minutosTrabajados,
      montoAuditorias: calc.montoAuditorias,
      plusTipo: calc.plusTipo,
      plusPorcentaje: calc.plusPorcentaje,
      plusMontoFijo: calc.plusMontoFijo,
      montoPlus: calc.montoPlus,
      sueldoBase: calc.sueldoBase,
      sueldoFinal: calc.sueldoFinal,
      calculo: calc as unknown as Record<string, unknown>,
      calculatedAt: new Date(),
      updatedAt: new Date(),
    };
    let record = await saveRecord(tx, existing ? existing.id : null, values, { userId: emp.id, mes, anio });
    record = await accrue(tx, record);
    return { record, recalculado: true, config, guardada };
  }

  /** Posts the accrual difference (5201 against 2201), dated the salary month's last day. */
  async function accrue(tx: DbOrTx, record: RecordRow, createdBy: number | null = null): Promise<RecordRow> {
    const delta = record.sueldoFinal - record.montoDevengado;
    if (delta === 0) return record;
    await postEntries(tx, [
      {
        kind: 'sueldo_devengado',
        description: `Sueldo devengado ${periodText(record)}${delta < 0 ? ' (ajuste)' : ''}`,
        lines: salaryAccrualLines({ userId: record.userId, delta }),
        occurredOn: lastDayOf(record.mes, record.anio),
        createdBy,
        meta: { sueldoId: record.id, mes: record.mes, anio: record.anio },
      },
    ]);
    return updateRecord(tx, record.id, { montoDevengado: record.sueldoFinal });
  }

  async function dtoOf(tx: DbOrTx, record: RecordRow): Promise<SalaryRecordDto> {
    const name = await userNameOf(tx, record.userId);
    const { config } = await configFor(tx, record.userId, record.rol as SalaryRole, record.mes, record.anio);
    return recordDto(record, name ?? '', config.fechaIngreso);
  }

  async function lockRecord(tx: DbOrTx, id: number): Promise<RecordRow> {
    const row = await lockRecordRow(tx, id);
    if (!row) throw notFound(SALARY_MSG.noEncontrado);
    return row;
  }

  return { db, limits, clock, idempotent, employee, configFor, recalc, accrue, dtoOf, lockRecord };
}

export type SalariesCore = ReturnType<typeof createSalariesCore>;
