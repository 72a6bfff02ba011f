import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Client companies. The clients issue adds the commercial fields; tenancy needs only these. */
export const clients = pgTable('clients', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nombre: text('nombre').notNull(),
  email: text('email'),
  telefono: text('telefono'),
  direccion: text('direccion'),
  contactoPrincipal: text('contacto_principal'),
  activo: boolean('activo').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branches_client_id_idx').on(t.clientId)],
);
