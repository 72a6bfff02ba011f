import { mayUseFinance } from '@auditorias/domain/auth/access';
import { can } from '@auditorias/domain/auth/permissions';
import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { periodOrCurrent, periodText } from '@auditorias/domain/finance/periods';
import { parseAmount } from '@auditorias/domain/finance/rules';
import { centavosToPesos } from '@auditorias/domain/money';
import { calculateSalary, type SalaryCalculation } from '@auditorias/domain/salaries/calculate';
import { monthDays } from '@auditorias/domain/salaries/calendar';
import {
  defaultSalaryConfig,
  isSalaryRole,
  normaliseConfig,
  type SalaryConfig,
  type SalaryRole,
} from '@auditorias/domain/salaries/config';
import {
  checkSalaryPayment,
  SALARY_MSG,
  type SalaryPaymentType,
  salaryAccrualLines,
  salaryPaymentLines,
} from '@auditorias/domain/salaries/ledger';
import type {
  SalaryConfigDto,
  SalaryMonthFiguresDto,
  SalaryRecordDto,
} from '@auditorias/domain/schemas/salaries';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { salaryConfigs, salaryPayments, salaryRecords, users } from '../../db/schema/index';
import { AppError, badField, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.service';
import { idempotentWrites } from '../finance/idempotency';
import { postEntries, reverseEntries } from '../finance/ledger';
import { assertPeriodOpen } from '../periods/periods.service';
import { gatherInputs, lastDayOf, salaryMonthFigures } from './salaries.inputs';

type RecordRow = typeof salaryRecords.$inferSelect;
type ConfigRow = typeof salaryConfigs.$inferSelect;

const pesos = (c: number) => centavosToPesos(c);

/** One employee's month of a table keyed by (user, year, month): a salary record or configuration. */
function monthOf(
  table: typeof salaryRecords | typeof salaryConfigs,
  userId: number,
  mes: number,
  anio: number,
) {
  return and(eq(table.userId, userId), eq(table.anio, anio), eq(table.mes, mes));
}

/** An amount in pesos as centavos, or null when not sent (400 on the field when it is not an amount). */
function amountOrNull(value: number | null | undefined, campo: string): number | null {
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

function recordDto(r: RecordRow, operador: string, fechaIngreso: string | null): SalaryRecordDto {
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

export function createSalariesService(deps: {
  db: Db;
  /** The sign-in session rules: hours worked are counted as the staff centre counts them. */
  limits: SessionLimits;
  /** The present instant (tests may fix it). */
  clock?: () => Date;
}) {
  const { db, limits } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Money writes in one transaction, idempotent under the caller's key (`finance/idempotency`). */
  const idempotent = idempotentWrites(db);

  async function employee(tx: DbOrTx, id: number) {
    const [u] = await tx
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (!u) throw notFound(SALARY_MSG.empleadoNoEncontrado);
    if (!isSalaryRole(u.role)) throw badRequest(SALARY_MSG.rolSinSueldo);
    return { id: u.id, name: u.name, role: u.role as SalaryRole };
  }

  async function configFor(tx: DbOrTx, userId: number, role: SalaryRole, mes: number, anio: number) {
    const [row] = await tx
      .select()
      .from(salaryConfigs)
      .where(monthOf(salaryConfigs, userId, mes, anio));
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
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sueldo:${emp.id}:${anio}:${mes}`}))`);
    const [existing] = await tx
      .select()
      .from(salaryRecords)
      .where(monthOf(salaryRecords, emp.id, mes, anio))
      .for('update');
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
    let record: RecordRow;
    if (existing) {
      [record] = (await tx
        .update(salaryRecords)
        .set(values)
        .where(eq(salaryRecords.id, existing.id))
        .returning()) as [RecordRow];
    } else {
      [record] = (await tx
        .insert(salaryRecords)
        .values({ ...values, userId: emp.id, mes, anio })
        .returning()) as [RecordRow];
    }
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
    const [updated] = (await tx
      .update(salaryRecords)
      .set({ montoDevengado: record.sueldoFinal })
      .where(eq(salaryRecords.id, record.id))
      .returning()) as [RecordRow];
    return updated;
  }

  async function dtoOf(tx: DbOrTx, record: RecordRow): Promise<SalaryRecordDto> {
    const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, record.userId));
    const { config } = await configFor(tx, record.userId, record.rol as SalaryRole, record.mes, record.anio);
    return recordDto(record, u?.name ?? '', config.fechaIngreso);
  }

  // ---- reads ----

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
    const rows = await db
      .select({ r: salaryRecords, name: users.name, fecha: salaryConfigs.fechaIngreso })
      .from(salaryRecords)
      .innerJoin(users, eq(users.id, salaryRecords.userId))
      .leftJoin(
        salaryConfigs,
        and(
          eq(salaryConfigs.userId, salaryRecords.userId),
          eq(salaryConfigs.anio, salaryRecords.anio),
          eq(salaryConfigs.mes, salaryRecords.mes),
        ),
      )
      .where(
        and(
          q.operadorId ? eq(salaryRecords.userId, q.operadorId) : undefined,
          q.mes ? eq(salaryRecords.mes, q.mes) : undefined,
          q.anio ? eq(salaryRecords.anio, q.anio) : undefined,
          after !== null ? lt(salaryRecords.id, after) : undefined,
        ),
      )
      .orderBy(desc(salaryRecords.id))
      .limit(q.limit + 1);
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
    const [record] = await db
      .select()
      .from(salaryRecords)
      .where(monthOf(salaryRecords, auth.user.id, mes, anio));
    const { config, guardada } = await configFor(db, auth.user.id, role, mes, anio);
    return {
      success: true as const,
      sueldo: record ? recordDto(record, auth.user.name, config.fechaIngreso) : null,
      configuracion: guardada ? configDto(auth.user.id, config, true) : null,
      mensaje: record ? null : SALARY_MSG.sinConfiguracion,
    };
  }

  // ---- writes (admin) ----

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
      await tx
        .insert(salaryConfigs)
        .values(values)
        .onConflictDoUpdate({
          target: [salaryConfigs.userId, salaryConfigs.anio, salaryConfigs.mes],
          set: values,
        });
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

  async function lockRecord(tx: DbOrTx, id: number): Promise<RecordRow> {
    const [row] = await tx.select().from(salaryRecords).where(eq(salaryRecords.id, id)).for('update');
    if (!row) throw notFound(SALARY_MSG.noEncontrado);
    return row;
  }

  async function pay(
    auth: AuthContext,
    body: {
      sueldoId: number;
      montoPago?: number | null | undefined;
      tipoPago: SalaryPaymentType;
      concepto?: string | null | undefined;
      notas?: string | null | undefined;
    },
    key?: string,
  ) {
    const monto = amountOrNull(body.montoPago, 'montoPago');
    if (monto === null && body.tipoPago === 'Pago Parcial')
      throw badField('montoPago', SALARY_MSG.montoInvalido);
    return idempotent(auth, key, `sueldo-pago:${body.sueldoId}`, async (tx) => {
      const record = await lockRecord(tx, body.sueldoId);
      const check = checkSalaryPayment({
        tipoPago: body.tipoPago,
        monto,
        sueldoFinal: record.sueldoFinal,
        totalPagado: record.totalPagado,
      });
      if (!check.ok)
        throw new AppError(check.status, check.status === 409 ? 'CONFLICT' : 'BAD_REQUEST', check.message);
      // Whatever a repair left behind: the accrual must stand before cash leaves against it.
      const accrued = await accrue(tx, record, auth.user.id);
      const concepto = body.concepto?.trim() || `Sueldo ${periodText(record)}`;
      const [entryId] = await postEntries(tx, [
        {
          kind: 'sueldo_pago',
          description: `${body.tipoPago}: ${concepto}`,
          lines: salaryPaymentLines({ userId: record.userId, monto: check.monto }),
          createdBy: auth.user.id,
          meta: { sueldoId: record.id, tipoPago: body.tipoPago, notas: body.notas ?? null },
        },
      ]);
      await tx.insert(salaryPayments).values({
        salaryId: record.id,
        entryId: entryId as number,
        monto: check.monto,
        tipoPago: body.tipoPago,
        concepto,
        notas: body.notas?.trim() || null,
        createdBy: auth.user.id,
      });
      const totalPagado = accrued.totalPagado + check.monto;
      const [updated] = (await tx
        .update(salaryRecords)
        .set({
          totalPagado,
          estado: totalPagado >= accrued.sueldoFinal ? 'pagado' : 'calculado',
          updatedAt: new Date(),
        })
        .where(eq(salaryRecords.id, record.id))
        .returning()) as [RecordRow];
      return {
        success: true as const,
        message: check.pagado ? SALARY_MSG.pagado : SALARY_MSG.pagoParcial,
        movimientoId: entryId as number,
        sueldo: await dtoOf(tx, updated),
      };
    });
  }

  async function revert(
    auth: AuthContext,
    body: {
      sueldoId: number;
      operadorId?: number | undefined;
      monto?: number | null | undefined;
      motivo?: string | null | undefined;
    },
    key?: string,
  ) {
    const motivo = body.motivo?.trim() ?? '';
    if (!motivo) throw badField('motivo', SALARY_MSG.motivoObligatorio);
    const monto = amountOrNull(body.monto, 'monto');
    return idempotent(auth, key, `sueldo-revertir:${body.sueldoId}`, async (tx) => {
      const record = await lockRecord(tx, body.sueldoId);
      if (body.operadorId !== undefined && body.operadorId !== record.userId)
        throw badRequest(SALARY_MSG.operadorNoCoincide);
      const live = await tx
        .select()
        .from(salaryPayments)
        .where(and(eq(salaryPayments.salaryId, record.id), isNull(salaryPayments.reversalEntryId)))
        .orderBy(asc(salaryPayments.id));
      if (live.length === 0 || record.totalPagado === 0) throw conflict(SALARY_MSG.sinPagos);
      if (monto !== null && monto !== record.totalPagado)
        throw conflict(SALARY_MSG.montoRevertirNoCoincide(record.totalPagado));
      const ids = await reverseEntries(
        tx,
        live.map((p) => ({
          id: p.entryId,
          kind: 'sueldo_pago',
          description: `Pago de sueldo ${p.concepto ?? ''}`.trim(),
          clientId: null,
        })),
        { createdBy: auth.user.id, reason: motivo },
      );
      // reverseEntries posts newest first: pair each reversal with its payment by the entry it reverses.
      const reversedOrder = [...live].reverse();
      for (const [i, p] of reversedOrder.entries()) {
        await tx
          .update(salaryPayments)
          .set({
            reversalEntryId: ids[i] ?? null,
            motivoReversion: motivo,
            revertedBy: auth.user.id,
            revertedAt: new Date(),
          })
          .where(eq(salaryPayments.id, p.id));
      }
      const [updated] = (await tx
        .update(salaryRecords)
        .set({ totalPagado: 0, estado: 'calculado', updatedAt: new Date() })
        .where(eq(salaryRecords.id, record.id))
        .returning()) as [RecordRow];
      return {
        success: true as const,
        message: SALARY_MSG.revertido,
        movimientoIds: ids,
        sueldo: await dtoOf(tx, updated),
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
    const staff = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          eq(users.isActive, true),
          inArray(users.role, ['operador', 'supervisor', 'admin', 'contable']),
        ),
      );
    let calculados = 0;
    let registrados = 0;
    for (const u of staff) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ d: salaryRecords.montoDevengado })
          .from(salaryRecords)
          .where(monthOf(salaryRecords, u.id, mes, anio));
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

  return { list, monthFigures, mine, configure, recalculate, pay, revert, createExisting };
}

export type SalariesService = ReturnType<typeof createSalariesService>;

/**
 * Salaries still owed at the end of a month (centavos): the balance of 2201 Sueldos a pagar, which the finance
 * dashboard already reads from the ledger (accruals credit it, payments debit it).
 */
export async function pendingSalaries(db: DbOrTx, mes: number, anio: number): Promise<number> {
  const { next } = monthDays(mes, anio);
  const rows = (await db.execute(
    sql`select -coalesce(sum(amount), 0) as pendiente from ledger_month_balances
         where account = '2201' and client_id = -1 and month < ${next}::date`,
  )) as unknown as { rows: Array<{ pendiente: string }> };
  return Number(rows.rows[0]?.pendiente ?? 0);
}
