import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audits } from './audits';
import { users } from './clients-users-files';

/**
 * An overtime authorization (spec: staff time control): an admin or supervisor allows an employee to work past the
 * 8-hour day on one Argentine day, for a number of hours (4 by default), with a reason. Revoking keeps the row
 * (revokedAt/revokedBy); at most one live authorization per employee and day.
 */
export const overtimeAuthorizations = pgTable(
  'overtime_authorizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Argentine day the authorization covers. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** Authorized extra time, in minutes. */
    minutos: integer('minutos').notNull(),
    motivo: text('motivo').notNull(),
    authorizedBy: integer('authorized_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('overtime_authorizations_live_unique')
      .on(t.userId, t.fecha)
      .where(sql`${t.revokedAt} is null`),
    index('overtime_authorizations_user_day_idx').on(t.userId, t.fecha),
    index('overtime_authorizations_authorized_by_idx').on(t.authorizedBy),
    index('overtime_authorizations_revoked_by_idx').on(t.revokedBy),
    check('overtime_authorizations_minutos_check', sql`${t.minutos} > 0 and ${t.minutos} <= 1440`),
  ],
);

/**
 * A time alert (spec: time alert entity and states): raised by the server when an audit's real working time is far
 * above ('EXCESO', type TIEMPO_MAYOR) or far below ('ANTICIPO') its estimate; once per audit and kind.
 * States pendiente → revisada → resuelta.
 */
export const timeAlerts = pgTable(
  'time_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    /** The operator (or supervisor) whose working time raised it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'EXCESO' or 'ANTICIPO'. */
    tipo: text('tipo').notNull(),
    /** 'alta', 'media' or 'baja', by the size of the gap. */
    prioridad: text('prioridad').notNull(),
    /** 'pendiente', 'revisada' or 'resuelta'. */
    estado: text('estado').notNull().default('pendiente'),
    tiempoEstimadoMinutos: integer('tiempo_estimado_minutos').notNull(),
    tiempoRealMinutos: integer('tiempo_real_minutos').notNull(),
    mensaje: text('mensaje').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    viewedBy: integer('viewed_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolucion: text('resolucion'),
    nota: text('nota'),
  },
  (t) => [
    uniqueIndex('time_alerts_audit_kind_unique').on(t.auditId, t.tipo),
    index('time_alerts_recent_idx').on(t.createdAt, t.id),
    index('time_alerts_open_idx').on(t.estado, t.createdAt).where(sql`${t.estado} <> 'resuelta'`),
    index('time_alerts_user_idx').on(t.userId, t.createdAt),
    index('time_alerts_viewed_by_idx').on(t.viewedBy),
    index('time_alerts_resolved_by_idx').on(t.resolvedBy),
    check('time_alerts_tipo_check', sql`${t.tipo} in ('EXCESO', 'ANTICIPO')`),
    check('time_alerts_prioridad_check', sql`${t.prioridad} in ('alta', 'media', 'baja')`),
    check('time_alerts_estado_check', sql`${t.estado} in ('pendiente', 'revisada', 'resuelta')`),
  ],
);

/**
 * A month closed for salaries and finance (issue: month close): while a row is here no ledger entry may be dated in
 * it (a trigger refuses them) and its salaries are not configured, recalculated, paid or reverted.
 */
export const closedPeriods = pgTable(
  'closed_periods',
  {
    anio: integer('anio').notNull(),
    mes: integer('mes').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('closed_periods_period_unique').on(t.anio, t.mes),
    index('closed_periods_closed_by_idx').on(t.closedBy),
    check('closed_periods_mes_check', sql`${t.mes} between 1 and 12`),
  ],
);

/** Every close and reopen of a month, with who, when and (for a reopen) why. */
export const periodClosureEvents = pgTable(
  'period_closure_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    anio: integer('anio').notNull(),
    mes: integer('mes').notNull(),
    /** 'cerrar' or 'reabrir'. */
    accion: text('accion').notNull(),
    motivo: text('motivo'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('period_closure_events_period_idx').on(t.anio, t.mes, t.id),
    index('period_closure_events_user_idx').on(t.userId),
    check('period_closure_events_accion_check', sql`${t.accion} in ('cerrar', 'reabrir')`),
  ],
);

/**
 * What each employee did each Argentine day (docs/decisions.md, "Staff day totals"): audits delivered as operator,
 * audits reviewed as supervisor (correcciones) and operator pay accrued (centavos: the 2101 lines of delivery
 * entries of that day, reversals included). Kept in the writing transaction by statement-level triggers on audits
 * and ledger_lines (migration 0021), so the staff cards read one row per employee and day, whatever the volume.
 */
export const staffDayStats = pgTable(
  'staff_day_stats',
  {
    userId: integer('user_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    auditorias: integer('auditorias').notNull().default(0),
    correcciones: integer('correcciones').notNull().default(0),
    ganado: bigint('ganado', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dia] })],
);
