import type { PermissionOverrides } from '@auditorias/domain/auth/permissions';
import { ROLES } from '@auditorias/domain/auth/roles';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';

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
