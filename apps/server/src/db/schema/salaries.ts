import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './clients-users-files';
import { ledgerEntries } from './finance';

/**
 * The salary configuration of one employee for one month (spec: salary configuration entity), as
 * `normaliseConfig` leaves it. Money in centavos.
 */
export const salaryConfigs = pgTable(
  'salary_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mes: integer('mes').notNull(),
    anio: integer('anio').notNull(),
    sueldoReferencia: bigint('sueldo_referencia', { mode: 'number' }).notNull(),
    valorDiaPago: bigint('valor_dia_pago', { mode: 'number' }).notNull(),
    tipoPago: text('tipo_pago').notNull(),
    valorHora: bigint('valor_hora', { mode: 'number' }).notNull(),
    plusTipo: text('plus_tipo').notNull(),
    plusPorcentaje: doublePrecision('plus_porcentaje').notNull(),
    plusMontoFijo: bigint('plus_monto_fijo', { mode: 'number' }).notNull(),
    objetivoAuditorias: integer('objetivo_auditorias').notNull(),
    objetivoCorrecciones: integer('objetivo_correcciones'),
    esSueldoFijo: boolean('es_sueldo_fijo').notNull(),
    cobraFrancos: boolean('cobra_francos').notNull(),
    adminGanaSueldo: boolean('admin_gana_sueldo').notNull(),
    diasVacaciones: integer('dias_vacaciones').notNull(),
    francosMarcados: jsonb('francos_marcados').$type<number[]>().notNull(),
    pagoDobleEnFrancos: boolean('pago_doble_en_francos').notNull(),
    valorDiaTrabajoEnFranco: bigint('valor_dia_trabajo_en_franco', { mode: 'number' }).notNull(),
    fechaIngreso: date('fecha_ingreso', { mode: 'string' }),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salary_configs_user_period_unique').on(t.userId, t.anio, t.mes),
    index('salary_configs_updated_by_idx').on(t.updatedBy),
    check('salary_configs_mes_check', sql`${t.mes} between 1 and 12`),
  ],
);

/**
 * The salary of one employee for one month: every figure of the spec's salary record plus the calculation's
 * breakdown (`calculo`). `montoDevengado` is what the ledger has accrued for it (5201 against 2201), `totalPagado`
 * what was paid from cash (2201 against 1102) and not reverted.
 */
export const salaryRecords = pgTable(
  'salary_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mes: integer('mes').notNull(),
    anio: integer('anio').notNull(),
    estado: text('estado').notNull().default('calculado'),
    rol: text('rol').notNull(),
    sueldoReferencia: bigint('sueldo_referencia', { mode: 'number' }).notNull(),
    valorDiaPago: bigint('valor_dia_pago', { mode: 'number' }).notNull(),
    valorHora: bigint('valor_hora', { mode: 'number' }).notNull(),
    tipoPago: text('tipo_pago').notNull(),
    domingosMes: integer('domingos_mes').notNull(),
    feriadosMes: integer('feriados_mes').notNull(),
    pagoFrancos: bigint('pago_francos', { mode: 'number' }).notNull(),
    porcentajeObjetivo: doublePrecision('porcentaje_objetivo').notNull(),
    auditoriasHechas: integer('auditorias_hechas').notNull(),
    correccionesHechas: integer('correcciones_hechas').notNull(),
    minutosTrabajados: integer('minutos_trabajados').notNull(),
    montoAuditorias: bigint('monto_auditorias', { mode: 'number' }).notNull(),
    plusTipo: text('plus_tipo').notNull(),
    plusPorcentaje: doublePrecision('plus_porcentaje').notNull(),
    plusMontoFijo: bigint('plus_monto_fijo', { mode: 'number' }).notNull(),
    montoPlus: bigint('monto_plus', { mode: 'number' }).notNull(),
    sueldoBase: bigint('sueldo_base', { mode: 'number' }).notNull(),
    sueldoFinal: bigint('sueldo_final', { mode: 'number' }).notNull(),
    montoDevengado: bigint('monto_devengado', { mode: 'number' }).notNull().default(0),
    totalPagado: bigint('total_pagado', { mode: 'number' }).notNull().default(0),
    /** The whole `SalaryCalculation` (breakdown lines, rest days, objectives). */
    calculo: jsonb('calculo').$type<Record<string, unknown>>().notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salary_records_user_period_unique').on(t.userId, t.anio, t.mes),
    index('salary_records_period_idx').on(t.anio, t.mes, t.id),
    check('salary_records_estado_check', sql`${t.estado} in ('calculado', 'pagado')`),
    check('salary_records_paid_check', sql`${t.totalPagado} >= 0 and ${t.totalPagado} <= ${t.sueldoFinal}`),
  ],
);

/** One payment of a salary (a `sueldo_pago` ledger entry) and its reversal, if any. */
export const salaryPayments = pgTable(
  'salary_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salaryId: integer('salary_id')
      .notNull()
      .references(() => salaryRecords.id),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerEntries.id),
    monto: bigint('monto', { mode: 'number' }).notNull(),
    tipoPago: text('tipo_pago').notNull(),
    concepto: text('concepto'),
    notas: text('notas'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversalEntryId: bigint('reversal_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    motivoReversion: text('motivo_reversion'),
    revertedBy: integer('reverted_by').references(() => users.id),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
  },
  (t) => [
    index('salary_payments_salary_idx').on(t.salaryId),
    index('salary_payments_created_by_idx').on(t.createdBy),
    index('salary_payments_reverted_by_idx').on(t.revertedBy),
    index('salary_payments_reversal_idx').on(t.reversalEntryId),
  ],
);
