import { AUDIT_STATES, FINISHED_STATES, ORIGINS } from '@auditorias/domain/audits/states';
import { PRIORITY_RANK } from '@auditorias/domain/audits/tracking-order';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches, clients, priorityEnum, storedFiles, users } from './clients-users-files';

export const auditStateEnum = pgEnum('audit_state', AUDIT_STATES);
export const auditOriginEnum = pgEnum('audit_origin', ORIGINS);
export const paymentStateEnum = pgEnum('payment_state', ['pendiente', 'pagada']);

/**
 * The tracking list's sort key (domain `audits/tracking-order`): (unfinished, created_at, priority rank, id), all
 * descending. The two expressions are written with constants (never parameters) so that the list's query and the
 * index `audits_live_tracking_idx` carry the same expression and the planner walks the index.
 */
export function trackingUnfinished(estado: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${estado} not in (${sql.raw(FINISHED_STATES.map((e) => `'${e}'`).join(', '))}))`;
}
export function trackingPriorityRank(prioridad: SQLWrapper): SQL<number> {
  const ranks = Object.entries(PRIORITY_RANK).filter(([, rank]) => rank > 0);
  const cases = ranks.map(([p, rank]) => `when '${p}' then ${rank}`).join(' ');
  return sql<number>`(case ${prioridad} ${sql.raw(cases)} else 0 end)`;
}

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The worksheet as the operator and the supervisor leave it; images are referenced by id. */
export interface StoredWorksheet {
  eventos: Array<{
    id: string;
    numero: number;
    timestamp: string;
    descripcion: string;
    observaciones: string;
    tipoEvento: string;
    imagenes: number[];
  }>;
  observacionesFinales: string;
  sucursalDetails: string;
  canalesVision: string;
}

export const audits = pgTable(
  'audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion'),
    notas: text('notas'),
    observacionesIniciales: text('observaciones_iniciales'),
    estado: auditStateEnum('estado').notNull(),
    prioridad: priorityEnum('prioridad').notNull().default('normal'),
    origen: auditOriginEnum('origen').notNull().default('normal'),
    /** false while held in the management queue (scheduled audits, or paused transit). */
    enTransito: boolean('en_transito').notNull().default(true),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    branchId: integer('branch_id').references(() => branches.id),
    /** Branch name and address as ordered (the main office has no branch row). */
    sucursal: text('sucursal'),
    direccion: text('direccion'),
    localidad: text('localidad'),
    fechaSolicitada: date('fecha_solicitada', { mode: 'string' }).notNull(),
    fechaProgramada: date('fecha_programada', { mode: 'string' }),
    fechaAsignacion: timestamp('fecha_asignacion', { withTimezone: true }),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaPausa: timestamp('fecha_pausa', { withTimezone: true }),
    razonPausa: text('razon_pausa'),
    fechaTerminacion: timestamp('fecha_terminacion', { withTimezone: true }),
    fechaAprobacion: timestamp('fecha_aprobacion', { withTimezone: true }),
    fechaEntrega: timestamp('fecha_entrega', { withTimezone: true }),
    operadorId: integer('operador_id').references(() => users.id),
    supervisorId: integer('supervisor_id').references(() => users.id),
    asignadoPor: integer('asignado_por').references(() => users.id),
    creadoPor: integer('creado_por').references(() => users.id),
    horasEstimadas: numeric('horas_estimadas', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(2),
    /** The admin's cost set on the form (centavos); the price is fixed into costo_final on delivery. */
    costoEstimado: bigint('costo_estimado', { mode: 'number' }),
    costoFinal: bigint('costo_final', { mode: 'number' }),
    gratisParaCliente: boolean('gratis_para_cliente').notNull().default(false),
    motivoGratis: text('motivo_gratis'),
    aprobada: boolean('aprobada').notNull().default(false),
    requiereRevision: boolean('requiere_revision').notNull().default(false),
    motivoRechazo: text('motivo_rechazo'),
    observacionesOperador: text('observaciones_operador'),
    observacionesSupervisor: text('observaciones_supervisor'),
    hoja: jsonb('hoja').$type<StoredWorksheet>(),
    hojaGuardadaEn: timestamp('hoja_guardada_en', { withTimezone: true }),
    /** Set on audits the scheduler creates for a branch's modality ('branch:<id>:<yyyy-mm-dd>'): one per day. */
    programacionClave: text('programacion_clave').unique(),
    /** The client's final PDF, kept when the audit is delivered so that what the client received never changes. */
    pdfClienteArchivoId: integer('pdf_cliente_archivo_id').references(() => storedFiles.id),
    estadoPago: paymentStateEnum('estado_pago'),
    fechaPago: timestamp('fecha_pago', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audits_queue_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.estado} in ('solicitud', 'pendiente') and ${t.operadorId} is null and ${t.enTransito} and ${t.deletedAt} is null`,
      ),
    // The lists (newest first, keyset on created_at and id) over live audits: all, by state, by company, by
    // operator and by supervisor.
    index('audits_live_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('audits_live_estado_created_idx')
      .on(t.estado, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('audits_live_client_created_idx')
      .on(t.clientId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('audits_live_operador_created_idx')
      .on(t.operadorId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('audits_live_supervisor_created_idx')
      .on(t.supervisorId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The tracking list in the spec's order (finished last, newest, priority), keyset on the whole key.
    index('audits_live_tracking_idx')
      .on(trackingUnfinished(t.estado), t.createdAt, trackingPriorityRank(t.prioridad), t.id)
      .where(sql`${t.deletedAt} is null`),
    // The same for one company (a client's tracking): walked in order instead of filtering the whole list.
    index('audits_live_client_tracking_idx')
      .on(t.clientId, trackingUnfinished(t.estado), t.createdAt, trackingPriorityRank(t.prioridad), t.id)
      .where(sql`${t.deletedAt} is null`),
    // Finance (docs/decisions.md, "Finance lists at scale"): a client's receivable audits with what their periods
    // and balances read (an index-only scan), and a client's audits still in progress (the statement's pending list).
    index('audits_receivable_client_idx')
      .on(t.clientId, t.fechaEntrega, t.fechaSolicitada, t.costoFinal, t.id)
      .where(
        sql`${t.deletedAt} is null and ${t.estado} in ('entregada', 'terminada') and ${t.aprobada} and ${t.estadoPago} is distinct from 'pagada' and not ${t.gratisParaCliente}`,
      ),
    index('audits_client_pending_created_idx')
      .on(t.clientId, t.createdAt, t.id)
      .where(
        sql`${t.deletedAt} is null and ${t.estado} not in ('entregada', 'facturada', 'terminada', 'guardado_supervisor', 'aprobada')`,
      ),
    // Staff time control and salaries: an employee's delivered audits of a month (as operator, as supervisor).
    index('audits_operador_entrega_idx')
      .on(t.operadorId, t.fechaEntrega)
      .where(sql`${t.deletedAt} is null and ${t.estado} in ('entregada', 'facturada')`),
    index('audits_supervisor_entrega_idx')
      .on(t.supervisorId, t.fechaEntrega)
      .where(sql`${t.deletedAt} is null and ${t.estado} in ('entregada', 'facturada')`),
    index('audits_client_idx').on(t.clientId),
    index('audits_branch_idx').on(t.branchId),
    index('audits_operador_idx').on(t.operadorId, t.estado),
    index('audits_supervisor_idx').on(t.supervisorId),
    index('audits_asignado_por_idx').on(t.asignadoPor),
    index('audits_creado_por_idx').on(t.creadoPor),
    index('audits_pdf_cliente_idx').on(t.pdfClienteArchivoId),
  ],
);

export const auditAttachments = pgTable(
  'audit_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_attachments_audit_idx').on(t.auditId),
    index('audit_attachments_file_idx').on(t.fileId),
  ],
);

/** Images pasted into worksheet events: JPEG 600x400 made by the browser, kept in the database. */
export const auditImages = pgTable(
  'audit_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    data: bytea('data').notNull(),
    mime: text('mime').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_images_audit_idx').on(t.auditId),
    index('audit_images_created_by_idx').on(t.createdBy),
  ],
);

/** Who worked on an audit and when: the server's measure of worked time. */
export const auditWorkPeriods = pgTable(
  'audit_work_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_work_periods_audit_idx').on(t.auditId),
    index('audit_work_periods_user_idx').on(t.userId, t.startedAt),
  ],
);

/** Every transition and message of an audit: who, when, from, to and note. */
export const auditTimeline = pgTable(
  'audit_timeline',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    action: text('action').notNull(),
    fromEstado: auditStateEnum('from_estado'),
    toEstado: auditStateEnum('to_estado'),
    note: text('note'),
  },
  (t) => [
    index('audit_timeline_audit_idx').on(t.auditId, t.at),
    index('audit_timeline_actor_idx').on(t.actorId),
    index('audit_timeline_impersonator_idx').on(t.impersonatorId),
  ],
);

/** Raised when an audit 30 days old or newer is deleted (a correction): shown on the admin overview. */
export const deletionAlerts = pgTable(
  'deletion_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    tipo: text('tipo').notNull(),
    /** The audit's charge at deletion (centavos), for the alert. */
    monto: bigint('monto', { mode: 'number' }).notNull().default(0),
    eliminadoPor: integer('eliminado_por').references(() => users.id),
    fechaOriginal: timestamp('fecha_original', { withTimezone: true }).notNull(),
    fechaEliminacion: timestamp('fecha_eliminacion', { withTimezone: true }).notNull().defaultNow(),
    razon: text('razon'),
    revisadaAt: timestamp('revisada_at', { withTimezone: true }),
    revisadaPor: integer('revisada_por').references(() => users.id),
  },
  (t) => [
    index('deletion_alerts_pending_idx').on(t.fechaEliminacion).where(sql`${t.revisadaAt} is null`),
    index('deletion_alerts_audit_idx').on(t.auditId),
    index('deletion_alerts_by_idx').on(t.eliminadoPor),
    index('deletion_alerts_reviewed_by_idx').on(t.revisadaPor),
  ],
);

/** Live audits per state, maintained by a trigger (see the migration), so dashboards never count every audit. */
export const auditStateCounts = pgTable('audit_state_counts', {
  estado: auditStateEnum('estado').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * Live audits per company ('c'), per operator ('o') and waiting in the operators' queue per company ('q'), by state,
 * kept per statement by a trigger (migration 0015): the counts of a client's and an operator's screens and of the
 * queue read a handful of rows.
 */
export const auditScopeCounts = pgTable(
  'audit_scope_counts',
  {
    scope: char('scope', { length: 1 }).notNull(),
    scopeId: integer('scope_id').notNull(),
    estado: auditStateEnum('estado').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'audit_scope_counts_pkey', columns: [t.scope, t.scopeId, t.estado] }),
    check('audit_scope_counts_scope_check', sql`${t.scope} in ('c', 'o', 'q')`),
  ],
);
