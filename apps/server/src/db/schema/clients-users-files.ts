/*
 * Companies (and their branches), the people who sign in, and the files they upload: one file because their
 * references go round in a circle (a company's contract is a stored file, a stored file names the user who
 * uploaded it, a client user belongs to a company), and a circle of imports between three files is one a reader
 * has to untangle (docs/decisions.md, 'Feature boundaries').
 */
import type { PermissionOverrides } from '@auditorias/domain/auth/permissions';
import { ROLES } from '@auditorias/domain/auth/roles';
import {
  COMMISSION_TYPES,
  MODALITIES,
  PAYMENT_TERMS,
  PRIORITIES,
} from '@auditorias/domain/clients/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const priorityEnum = pgEnum('priority', PRIORITIES);
export const modalityEnum = pgEnum('audit_modality', MODALITIES);
export const commissionTypeEnum = pgEnum('commission_type', COMMISSION_TYPES);
export const paymentTermEnum = pgEnum('payment_term', PAYMENT_TERMS);

const centavos = (name: string) => bigint(name, { mode: 'number' });

/** Client companies. Money in centavos; times in minutes. A child business has `parentId`. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => clients.id),
    nombre: text('nombre').notNull(),
    empresa: text('empresa'),
    email: text('email'),
    cuit: text('cuit'),
    telefono: text('telefono'),
    direccion: text('direccion'),
    sitioWeb: text('sitio_web'),
    contactoPrincipal: text('contacto_principal'),
    facturacion: text('facturacion'),
    activo: boolean('activo').notNull().default(true),
    condicionesPago: paymentTermEnum('condiciones_pago').notNull().default('contado'),
    costoAuditoria: centavos('costo_auditoria').notNull().default(10_000),
    tiempoEstimadoMin: integer('tiempo_estimado_min').notNull().default(240),
    comisionOperador: numeric('comision_operador', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(80),
    montoFijoOperador: centavos('monto_fijo_operador').notNull().default(10_000),
    tipoComision: commissionTypeEnum('tipo_comision').notNull().default('porcentaje'),
    limiteDias: integer('limite_dias').notNull().default(30),
    auditoriaFijaMes: boolean('auditoria_fija_mes').notNull().default(false),
    tipoAuditoriaDefault: priorityEnum('tipo_auditoria_default').notNull().default('normal'),
    tiempoAuditoriaCliente: integer('tiempo_auditoria_cliente').notNull().default(120),
    dvrIdPrincipal: text('dvr_id_principal'),
    /** AES-256-GCM ciphertext; never the clear password. */
    dvrPasswordPrincipalEnc: text('dvr_password_principal_enc'),
    instruccionesOperador: text('instrucciones_operador'),
    contratoArchivoId: integer('contrato_archivo_id').references(() => storedFiles.id),
    contratoFechaFirma: date('contrato_fecha_firma', { mode: 'string' }),
    contratoObservaciones: text('contrato_observaciones'),
    descuentoVolumen: numeric('descuento_volumen', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    modalidad: modalityEnum('modalidad').notNull().default('manual'),
    diasAuditoria: text('dias_auditoria').array().notNull().default(sql`'{}'::text[]`),
    fechaExacta: date('fecha_exacta', { mode: 'string' }),
    archivoProcedimientoId: integer('archivo_procedimiento_id').references(() => storedFiles.id),
    /** A deleted client keeps its audits and money; it leaves the lists and its users lose access. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_parent_id_idx').on(t.parentId),
    // Lists of clients in name order (keyset on name and id): the receivables by client walk it and stop at a page.
    index('clients_nombre_idx').on(t.nombre, t.id),
    index('clients_contrato_idx').on(t.contratoArchivoId),
    index('clients_procedimiento_idx').on(t.archivoProcedimientoId),
  ],
);

/** Branches. A null field inherits the client's value. */
export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    nombre: text('nombre').notNull(),
    direccion: text('direccion'),
    telefono: text('telefono'),
    activa: boolean('activa').notNull().default(true),
    dvrId: text('dvr_id'),
    dvrPasswordEnc: text('dvr_password_enc'),
    tiempoAuditoria: integer('tiempo_auditoria'),
    tiempoEstimadoMin: integer('tiempo_estimado_min'),
    precioNormal: centavos('precio_normal'),
    precioPrioritaria: centavos('precio_prioritaria'),
    precioUrgente: centavos('precio_urgente'),
    pagoOperadorNormal: centavos('pago_operador_normal'),
    pagoOperadorPrioritaria: centavos('pago_operador_prioritaria'),
    pagoOperadorUrgente: centavos('pago_operador_urgente'),
    tipoComision: commissionTypeEnum('tipo_comision'),
    comisionOperador: numeric('comision_operador', { precision: 5, scale: 2, mode: 'number' }),
    montoFijoOperador: centavos('monto_fijo_operador'),
    modalidad: modalityEnum('modalidad'),
    diasAuditoria: text('dias_auditoria').array(),
    fechaExacta: date('fecha_exacta', { mode: 'string' }),
    instruccionesOp: text('instrucciones_op'),
    archivoProcedimientoId: integer('archivo_procedimiento_id').references(() => storedFiles.id),
    auditoriaFijaMes: boolean('auditoria_fija_mes'),
    urgencia: boolean('urgencia').notNull().default(true),
    prioritaria: boolean('prioritaria').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('branches_client_id_idx').on(t.clientId),
    index('branches_procedimiento_idx').on(t.archivoProcedimientoId),
  ],
);

export const fileKindEnum = pgEnum('file_kind', ['contrato', 'procedimiento', 'adjunto', 'informe']);

/**
 * Uploaded files. The content lives in storage under `storageKey` (a generated name, never the user's); the
 * original name is kept for downloads. A file is uploaded first and then attached by the form that uses it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: fileKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    nombreOriginal: text('nombre_original').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamaño: integer('tamano').notNull(),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a client or branch takes the file; unattached files are removed after a day. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('stored_files_uploaded_by_idx').on(t.uploadedBy),
    index('stored_files_unattached_idx').on(t.attachedAt),
    // File management pages the attachments by upload instant (keyset on uploaded_at and id; search and month).
    index('stored_files_uploaded_idx').on(t.uploadedAt, t.id),
  ],
);

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    /** Optional; stored lower-case; unique when present. */
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    clienteId: integer('cliente_id').references((): AnyPgColumn => clients.id),
    permissionOverrides: jsonb('permission_overrides').$type<PermissionOverrides>().notNull().default({}),
    esAdministradorGrupo: boolean('es_administrador_grupo').notNull().default(false),
    nombreGrupo: text('nombre_grupo'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** A deleted user keeps its history but disappears from lists and frees its email and username. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_active_unique').on(t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_username_active_unique')
      .on(t.username)
      .where(sql`${t.username} is not null and ${t.deletedAt} is null`),
    index('users_cliente_id_idx').on(t.clienteId),
    // The users list pages by name (keyset on name and id), all roles or one.
    index('users_live_name_idx').on(t.name, t.id).where(sql`${t.deletedAt} is null`),
    index('users_live_role_name_idx').on(t.role, t.name, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

/** Companies a group administrator manages besides its own (`clientesAdministrados`). */
export const userAdministeredClients = pgTable(
  'user_administered_clients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index('uac_client_id_idx').on(t.clientId)],
);
